/** Name under which the bearer-token passport strategy is registered (modules/auth/jwt.strategy.ts). */
export const JWT_STRATEGY = 'jwt';

/** Every session token is HS256, issued by and for this shop only. */
export const JWT_ALGORITHM = 'HS256';
export const JWT_ISSUER = 'repuestos';
export const JWT_AUDIENCE = 'repuestos-web';

/** Metadata key of @Roles(). */
export const ROLES_KEY = 'auth:roles';
