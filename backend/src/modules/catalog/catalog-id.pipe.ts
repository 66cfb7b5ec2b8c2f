import { PipeTransform } from '@nestjs/common';
import { MAX_ID } from './catalog.constants';
import { CatalogError, CatalogErrorCode } from './catalog.errors';

/**
 * Path ids: a positive PostgreSQL integer, otherwise the given 400 error. ParseIntPipe would let
 * '99999999999' through and the query would fail with a 500.
 */
export class CatalogIdPipe implements PipeTransform<string, number> {
  constructor(private readonly invalid: CatalogErrorCode) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw new CatalogError(this.invalid);
    return id;
  }
}
