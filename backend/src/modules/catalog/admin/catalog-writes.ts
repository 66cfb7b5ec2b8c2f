import { DataSource, EntityManager, EntityTarget, FindOptionsWhere, InsertResult } from 'typeorm';
import { isForeignKeyViolation, isUniqueViolation } from '../../../core/database/database-errors';
import { ProductsService } from '../products.service';
import { CatalogAdminError, CatalogAdminErrorCode } from './catalog-admin.errors';

/** Name comparison of the catalogue's lookups: case- and accent-insensitive (as the import matches names). */
export const SAME_NAME_SQL = (column: string, parameter: string) =>
  `lower(public.immutable_unaccent(${column})) = lower(public.immutable_unaccent(${parameter}))`;

/**
 * Foreign-key or unique constraints a concurrent write can break between a service's checks and its write, each
 * with the error the admin is given instead of a 500.
 */
export type ConstraintErrors = Readonly<Record<string, CatalogAdminErrorCode>>;

/**
 * Runs a catalogue write in one transaction; once it commits, this instance's cached catalogue answers see it at
 * once. A violation of one of `constraintErrors` becomes that constraint's error.
 */
export async function runCatalogWrite<T>(
  dataSource: DataSource,
  products: ProductsService,
  work: (manager: EntityManager) => Promise<T>,
  constraintErrors: ConstraintErrors,
): Promise<T> {
  try {
    const result = await dataSource.transaction(work);
    products.catalogChanged();
    return result;
  } catch (error) {
    for (const [constraint, code] of Object.entries(constraintErrors)) {
      if (isForeignKeyViolation(error, constraint) || isUniqueViolation(error, constraint)) {
        throw new CatalogAdminError(code);
      }
    }
    throw error;
  }
}

/** The row with this id, locked FOR UPDATE until the transaction ends; `notFound()` is thrown when there is none. */
export async function lockRowOrFail<E extends { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  id: number,
  notFound: () => Error,
): Promise<E> {
  const row = await manager.findOne(entity, {
    where: { id } as FindOptionsWhere<E>,
    lock: { mode: 'pessimistic_write' },
  });
  if (!row) throw notFound();
  return row;
}

/** The generated id of a single-row insert. */
export const insertedId = (result: InsertResult): number => (result.identifiers[0] as { id: number }).id;
