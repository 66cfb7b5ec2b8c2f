import { PipeTransform } from '@nestjs/common';
import { PG_INT4_MAX } from '../database/pg-limits';

/** Largest PostgreSQL integer (int4, every id column): a larger id makes the query fail. */
export const MAX_DATABASE_ID = PG_INT4_MAX;

/**
 * '42' → 42; anything else ('0', '-1', '1e3', '99999999999', 'abc') → null. A `number` path
 * parameter arrives already converted by the global ValidationPipe (transform): an integer in range passes.
 */
export function parseDatabaseId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= MAX_DATABASE_ID ? value : null;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}

/**
 * A path id: a positive PostgreSQL integer, otherwise the error the route gives for it (404 for
 * "no such order", 400 for "invalid id"). ParseIntPipe lets '99999999999' through to a 500.
 */
export class DatabaseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly invalid: () => Error) {}

  transform(value: unknown): number {
    const id = parseDatabaseId(value);
    if (id === null) throw this.invalid();
    return id;
  }
}
