import { QueryFailedError } from 'typeorm';

/** True for a PostgreSQL error of this SQLSTATE, optionally on one named constraint. */
function isViolation(error: unknown, sqlState: string, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === sqlState && (constraint === undefined || driverError.constraint === constraint);
}

/** True for PostgreSQL's unique_violation (23505), optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23505', constraint);
}

/** True for PostgreSQL's foreign_key_violation (23503), optionally on one named constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, '23503', constraint);
}
