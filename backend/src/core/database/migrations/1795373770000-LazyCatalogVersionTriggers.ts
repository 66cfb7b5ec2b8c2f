import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue version triggers (deferred, one per written row) are no longer queued when the
 * transaction has already marked both versions as bumped (issue 18, the import's first run). An
 * import batch defers the bump that way (DEFER_CATALOG_VERSION_BUMP_SQL), so its 1,000 products
 * and ~1,400 fitments queued ~2,400 trigger events that each did nothing at commit (≈ 3.5 ms of
 * the batch's ≈ 140 ms in PostgreSQL). The WHEN condition of a constraint trigger is evaluated
 * when the row is written, and within a transaction these settings only ever go from unset to
 * 'on', so an event no longer queued is exactly one that would have found both set and done
 * nothing: the versions are bumped as before.
 */
const CATALOG_TABLES = [
  'products',
  'compatibilities',
  'vehicle_models',
  'brands',
  'categories',
  'subcategories',
  'sub_subcategories',
] as const;

/** True unless this transaction already counts as having bumped both versions (catalog_bump_version()). */
const NOT_BUMPED_YET = `current_setting('catalog.version_bumped', true) IS DISTINCT FROM 'on'
  OR current_setting('catalog.search_version_bumped', true) IS DISTINCT FROM 'on'`;

export class LazyCatalogVersionTriggers1795373770000 implements MigrationInterface {
  name = 'LazyCatalogVersionTriggers1795373770000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of CATALOG_TABLES) await queryRunner.query(versionTrigger(table, NOT_BUMPED_YET));
    await queryRunner.query(crossReferenceVersionTrigger(`pg_trigger_depth() = 0 AND (${NOT_BUMPED_YET})`));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(crossReferenceVersionTrigger('pg_trigger_depth() = 0'));
    for (const table of CATALOG_TABLES) await queryRunner.query(versionTrigger(table, null));
  }
}

/** The version trigger of a catalogue table (migration CatalogSearch), queued only when `when` holds. */
function versionTrigger(table: string, when: string | null): string {
  return `
    DROP TRIGGER "trg_${table}_catalog_version" ON "${table}";
    CREATE CONSTRAINT TRIGGER "trg_${table}_catalog_version"
      AFTER INSERT OR UPDATE OR DELETE ON "${table}" DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION public.catalog_bump_version()`;
}

/** The version trigger of product_cross_references (migration VehicleFitment). */
function crossReferenceVersionTrigger(when: string): string {
  return `
    DROP TRIGGER "trg_product_cross_references_catalog_version" ON "product_cross_references";
    CREATE CONSTRAINT TRIGGER "trg_product_cross_references_catalog_version"
      AFTER INSERT OR UPDATE OR DELETE ON "product_cross_references" DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION public.catalog_bump_version()`;
}
