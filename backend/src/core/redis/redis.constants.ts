/** Injection token of the shared ioredis client (commands only; blocking reads get their own connection). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
