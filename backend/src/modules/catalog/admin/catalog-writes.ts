import { QueryFailedError } from 'typeorm';

/** True for PostgreSQL's foreign_key_violation (23503) on the named constraint. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23503' && driverError.constraint === constraint;
}

/** Name comparison of the catalogue's lookups: case- and accent-insensitive (as the import matches names). */
export const SAME_NAME_SQL = (column: string, parameter: string) =>
  `lower(public.immutable_unaccent(${column})) = lower(public.immutable_unaccent(${parameter}))`;
