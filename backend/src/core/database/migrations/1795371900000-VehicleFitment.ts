import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mi garaje (issue 8): what lets every listing tell a shopper which parts fit their car.
 *
 * - `products.universal_fit`: parts that fit any vehicle (fluids, tools), with a partial index of
 *   their ids for the "only what fits" filter.
 * - `compatibilities (model_id, year_from, year_to, product_id)`: the products that fit one model in
 *   one year from the index alone; it replaces (model_id, product_id), which it also serves.
 * - `product_cross_references`: equivalent part numbers (OEM and aftermarket), normalised like the
 *   product codes, with a text_pattern_ops btree for exact and prefix search of the numbers that are
 *   not the product's own (those have the products btrees). The rows for the
 *   product's own oem and alternative_sku are written by statement-level triggers with transition
 *   tables, so the Excel import, the admin forms and plain SQL keep them without knowing; one
 *   INSERT of 1,000 products costs one INSERT here, and deleting a product deletes its numbers.
 * - `products.oem_normalized` is now computed by trg_products_search_document too, like
 *   alternative_sku_normalized, so an oem changed by plain SQL is found by search.
 * - `garage_vehicles`: the vehicles of a customer's garage.
 */
export class VehicleFitment1795371900000 implements MigrationInterface {
  name = 'VehicleFitment1795371900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "universal_fit" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "idx_products_universal_fit" ON "products" ("id") WHERE "universal_fit"`);
    // universal_fit changes what the vehicle filter finds: such an update must bump search_version too.
    await queryRunner.query(catalogBumpVersion([...SEARCHED_PRODUCT_COLUMNS, 'universal_fit']));

    // oem_normalized joins alternative_sku_normalized among the columns the database computes, so a
    // plain SQL change of oem is searchable too (the writers' own value is the same rule).
    await queryRunner.query(productsSearchDocument({ oem: true }));
    await queryRunner.query(`DROP TRIGGER "trg_products_search_document" ON "products"`);
    await queryRunner.query(searchDocumentTrigger(['title', 'manufacturer', 'application', 'alternative_sku', 'oem']));

    await queryRunner.query(`DROP INDEX "idx_compatibilities_model_id_product_id"`);
    await queryRunner.query(
      `CREATE INDEX "idx_compatibilities_model_years" ON "compatibilities" ("model_id", "year_from", "year_to", "product_id")`,
    );

    await queryRunner.query(`CREATE TYPE "cross_reference_kind" AS ENUM ('oem', 'aftermarket')`);
    await queryRunner.query(`
      CREATE TABLE "product_cross_references" (
        "product_id" integer NOT NULL,
        "code_normalized" text NOT NULL,
        "code" text NOT NULL,
        "kind" "cross_reference_kind" NOT NULL,
        "brand" text,
        "derived" boolean NOT NULL DEFAULT false,
        CONSTRAINT "pk_product_cross_references" PRIMARY KEY ("product_id", "code_normalized")
      )`);
    // Only the rows not copied from the product: its own oem and alternative code are searched
    // through the products btrees, so the trigger's rows cost the import no index entry but the key.
    await queryRunner.query(
      `CREATE INDEX "idx_product_cross_references_code_normalized" ON "product_cross_references" ("code_normalized" text_pattern_ops) WHERE NOT "derived"`,
    );
    // No foreign key on purpose: checking one per copied row would double what the copies cost a
    // 1,000-product import batch. Rows go with their product through the delete and truncate triggers below.
    // The product's own codes, normalised by search_code() (the rule of normalizeCode()). An update
    // rewrites the derived rows only of the products whose codes or maker changed; when none did (a
    // stock or price update) it stops after one join of the transition tables. A code already
    // present (an equal oem and alternative code, or a row written by hand) is kept as it is.
    await queryRunner.query(`
      CREATE FUNCTION public.products_sync_cross_references() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        DECLARE
          changed integer[];
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            TRUNCATE public.product_cross_references;
            RETURN NULL;
          END IF;
          IF TG_OP = 'DELETE' THEN
            DELETE FROM public.product_cross_references WHERE product_id IN (SELECT id FROM old_rows);
            RETURN NULL;
          END IF;
          IF TG_OP = 'UPDATE' THEN
            SELECT array_agg(n.id) INTO changed
              FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE (n.oem, n.alternative_sku, n.manufacturer) IS DISTINCT FROM (o.oem, o.alternative_sku, o.manufacturer);
            IF changed IS NULL THEN
              RETURN NULL;
            END IF;
            DELETE FROM public.product_cross_references WHERE derived AND product_id = ANY (changed);
          END IF;
          INSERT INTO public.product_cross_references (product_id, code_normalized, code, kind, brand, derived)
            SELECT n.id, k.normalized, c.code, c.kind, c.brand, true
            FROM new_rows n,
              LATERAL (VALUES (n.oem, 'oem'::public.cross_reference_kind, NULL::text),
                              (n.alternative_sku, 'aftermarket'::public.cross_reference_kind, n.manufacturer))
                AS c(code, kind, brand),
              LATERAL (SELECT public.search_code(c.code) AS normalized) k
            WHERE k.normalized IS NOT NULL AND (changed IS NULL OR n.id = ANY (changed))
            ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_cross_references_insert"
        AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION public.products_sync_cross_references()`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_cross_references_update"
        AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION public.products_sync_cross_references()`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_cross_references_delete"
        AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION public.products_sync_cross_references()`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_cross_references_truncate"
        AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public.products_sync_cross_references()`);
    // Direct writes (the seed's aftermarket numbers) change what search finds. Rows written by the
    // trigger above (depth 1) are skipped: the product write that caused them bumps the version.
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER "trg_product_cross_references_catalog_version"
        AFTER INSERT OR UPDATE OR DELETE ON "product_cross_references" DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION public.catalog_bump_version()`);
    // Products written before this migration.
    await queryRunner.query(`
      INSERT INTO "product_cross_references" ("product_id", "code_normalized", "code", "kind", "brand", "derived")
      SELECT p."id", k.normalized, c.code, c.kind, c.brand, true
      FROM "products" p,
        LATERAL (VALUES (p."oem", 'oem'::"cross_reference_kind", NULL::text),
                        (p."alternative_sku", 'aftermarket'::"cross_reference_kind", p."manufacturer")) AS c(code, kind, brand),
        LATERAL (SELECT public.search_code(c.code) AS normalized) k
      WHERE k.normalized IS NOT NULL
      ON CONFLICT DO NOTHING`);

    await queryRunner.query(`
      CREATE TABLE "garage_vehicles" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "model_id" integer NOT NULL,
        "year" smallint NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_garage_vehicles" PRIMARY KEY ("id"),
        CONSTRAINT "uq_garage_vehicles_user_model_year" UNIQUE ("user_id", "model_id", "year"),
        CONSTRAINT "fk_garage_vehicles_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_garage_vehicles_model_id" FOREIGN KEY ("model_id")
          REFERENCES "vehicle_models" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_garage_vehicles_model_id" ON "garage_vehicles" ("model_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "garage_vehicles"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_cross_references_truncate" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_cross_references_delete" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_cross_references_update" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_cross_references_insert" ON "products"`);
    await queryRunner.query(`DROP FUNCTION public.products_sync_cross_references()`);
    await queryRunner.query(`DROP TABLE "product_cross_references"`);
    await queryRunner.query(`DROP TYPE "cross_reference_kind"`);
    await queryRunner.query(`DROP INDEX "idx_compatibilities_model_years"`);
    await queryRunner.query(
      `CREATE INDEX "idx_compatibilities_model_id_product_id" ON "compatibilities" ("model_id", "product_id")`,
    );
    await queryRunner.query(`DROP TRIGGER "trg_products_search_document" ON "products"`);
    await queryRunner.query(searchDocumentTrigger(['title', 'manufacturer', 'application', 'alternative_sku']));
    await queryRunner.query(productsSearchDocument({ oem: false }));
    await queryRunner.query(catalogBumpVersion(SEARCHED_PRODUCT_COLUMNS));
    await queryRunner.query(`DROP INDEX "idx_products_universal_fit"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "universal_fit"`);
  }
}

/** Product columns that lists and searches read (migration CatalogSearch): changing one bumps search_version. */
const SEARCHED_PRODUCT_COLUMNS = [
  'title',
  'title_normalized',
  'sku',
  'sku_normalized',
  'oem',
  'oem_normalized',
  'alternative_sku',
  'manufacturer',
  'application',
  'price',
  'featured',
  'rating_average',
  'rating_count',
  'category_id',
  'subcategory_id',
  'sub_subcategory_id',
  'created_at',
];

/** catalog_bump_version() of migration CatalogSearch, comparing these product columns. */
function catalogBumpVersion(searchedColumns: string[]): string {
  const row = (alias: string) => `(${searchedColumns.map((column) => `${alias}.${column}`).join(', ')})`;
  return `
    CREATE OR REPLACE FUNCTION public.catalog_bump_version() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      DECLARE
        bump_all boolean := current_setting('catalog.version_bumped', true) IS DISTINCT FROM 'on';
        bump_search boolean := current_setting('catalog.search_version_bumped', true) IS DISTINCT FROM 'on';
      BEGIN
        IF bump_search AND TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
          bump_search := ${row('OLD')} IS DISTINCT FROM ${row('NEW')};
        END IF;
        IF bump_all OR bump_search THEN
          UPDATE public.catalog_state
            SET version = version + bump_all::int, search_version = search_version + bump_search::int
            WHERE id = 1;
          IF bump_all THEN PERFORM set_config('catalog.version_bumped', 'on', true); END IF;
          IF bump_search THEN PERFORM set_config('catalog.search_version_bumped', 'on', true); END IF;
        END IF;
        RETURN NULL;
      END $$`;
}

/** products_search_document() of migration CatalogSearch, optionally also computing oem_normalized. */
function productsSearchDocument({ oem }: { oem: boolean }): string {
  return `
    CREATE OR REPLACE FUNCTION public.products_search_document() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        NEW.alternative_sku_normalized := public.search_code(NEW.alternative_sku);${oem ? '\n        NEW.oem_normalized := public.search_code(NEW.oem);' : ''}
        NEW.search_vector :=
          setweight(to_tsvector('simple', public.search_normalize(NEW.title)), 'A') ||
          setweight(to_tsvector('simple', public.search_normalize(concat_ws(' ', NEW.manufacturer, NEW.application))), 'B');
        RETURN NEW;
      END $$`;
}

function searchDocumentTrigger(columns: string[]): string {
  return `
    CREATE TRIGGER "trg_products_search_document"
      BEFORE INSERT OR UPDATE OF ${columns.map((column) => `"${column}"`).join(', ')} ON "products"
      FOR EACH ROW EXECUTE FUNCTION public.products_search_document()`;
}
