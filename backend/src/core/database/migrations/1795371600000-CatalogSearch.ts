import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue search (issue 3): what lets the storefront find parts the way mechanics type them.
 *
 * - `products.search_vector`: title words (weight A) plus manufacturer and application words
 *   (weight B), accent-free and lowercased, for multi-word and word-prefix matching through GIN.
 * - `products.alternative_sku_normalized`: the maker's code written without separators, for code
 *   search beside sku_normalized and oem_normalized.
 * - `search_words`: every distinct word of those texts, with a trigram index, to correct a typo
 *   in a query word without scanning all titles.
 *
 * - `catalog_state.version`: bumped once by every transaction that writes a catalogue table, so
 *   cached responses are keyed by it and a change makes every older one unreachable;
 *   `search_version` likewise, except for product changes no list or search depends on (stock,
 *   description, images...), so an order does not throw away the cached search results.
 *
 * All of these are maintained by triggers, so every writer (admin forms, the bulk import, the
 * seed, plain SQL) keeps them current without knowing about them. Plus list and sort indexes.
 */
/** Tables whose rows appear in catalogue responses (products, their categories, fitments). */
const CATALOG_TABLES = [
  'products',
  'compatibilities',
  'vehicle_models',
  'brands',
  'categories',
  'subcategories',
  'sub_subcategories',
] as const;

export class CatalogSearch1795371600000 implements MigrationInterface {
  name = 'CatalogSearch1795371600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The storefront query parser (catalog-search.query.ts) splits words the same way.
    await queryRunner.query(`
      CREATE FUNCTION public.search_normalize(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT btrim(regexp_replace(lower(public.immutable_unaccent(coalesce($1, ''))), '[^a-z0-9]+', ' ', 'g')) $$`);
    // Same rule as normalizeCode() in catalog-normalize.ts.
    await queryRunner.query(`
      CREATE FUNCTION public.search_code(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT nullif(upper(regexp_replace(coalesce($1, ''), '[[:space:]./-]+', '', 'g')), '') $$`);

    await queryRunner.query(
      `ALTER TABLE "products" ADD "alternative_sku_normalized" text, ADD "search_vector" tsvector`,
    );
    await queryRunner.query(`
      CREATE FUNCTION public.products_search_document() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          NEW.alternative_sku_normalized := public.search_code(NEW.alternative_sku);
          NEW.search_vector :=
            setweight(to_tsvector('simple', public.search_normalize(NEW.title)), 'A') ||
            setweight(to_tsvector('simple', public.search_normalize(concat_ws(' ', NEW.manufacturer, NEW.application))), 'B');
          RETURN NEW;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_search_document"
        BEFORE INSERT OR UPDATE OF "title", "manufacturer", "application", "alternative_sku" ON "products"
        FOR EACH ROW EXECUTE FUNCTION public.products_search_document()`);

    await queryRunner.query(`
      CREATE TABLE "search_words" (
        "word" text NOT NULL,
        CONSTRAINT "pk_search_words" PRIMARY KEY ("word")
      )`);
    await queryRunner.query(`CREATE INDEX "idx_search_words_word_pattern" ON "search_words" ("word" text_pattern_ops)`);
    await queryRunner.query(
      `CREATE INDEX "idx_search_words_word_trgm" ON "search_words" USING gist ("word" gist_trgm_ops)`,
    );
    // Statement-level with transition tables: a bulk INSERT ... SELECT of 10,000 rows costs one
    // INSERT here, not 10,000. Words are inserted in order so concurrent writers cannot deadlock.
    // Words are never removed: a stale word only makes a typo correction find nothing.
    await queryRunner.query(`
      CREATE FUNCTION public.products_collect_search_words() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO public.search_words (word)
              SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
              WHERE length(w) >= 2
              ORDER BY w
              ON CONFLICT DO NOTHING;
          ELSE
            INSERT INTO public.search_words (word)
              SELECT DISTINCT w
              FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id,
                unnest(tsvector_to_array(new_rows.search_vector)) AS w
              WHERE new_rows.search_vector IS DISTINCT FROM old_rows.search_vector AND length(w) >= 2
              ORDER BY w
              ON CONFLICT DO NOTHING;
          END IF;
          RETURN NULL;
        END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_search_words_insert"
        AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION public.products_collect_search_words()`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_products_search_words_update"
        AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION public.products_collect_search_words()`);
    await queryRunner.query(`
      CREATE TABLE "catalog_state" (
        "id" smallint NOT NULL DEFAULT 1,
        "version" bigint NOT NULL DEFAULT 0,
        "search_version" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "pk_catalog_state" PRIMARY KEY ("id"),
        CONSTRAINT "ck_catalog_state_single_row" CHECK ("id" = 1)
      )`);
    await queryRunner.query(`INSERT INTO "catalog_state" ("id", "version", "search_version") VALUES (1, 0, 0)`);
    // Deferred to commit time, so the row lock is held for microseconds (concurrent import batches
    // do not queue behind each other); the settings make it at most one UPDATE per transaction.
    // A product update that leaves every listed, searched or sorted column alone (stock, description,
    // images...) bumps only `version`.
    await queryRunner.query(`
      CREATE FUNCTION public.catalog_bump_version() RETURNS trigger
        LANGUAGE plpgsql
        AS $$
        DECLARE
          bump_all boolean := current_setting('catalog.version_bumped', true) IS DISTINCT FROM 'on';
          bump_search boolean := current_setting('catalog.search_version_bumped', true) IS DISTINCT FROM 'on';
        BEGIN
          IF bump_search AND TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
            bump_search := (OLD.title, OLD.title_normalized, OLD.sku, OLD.sku_normalized, OLD.oem, OLD.oem_normalized,
                OLD.alternative_sku, OLD.manufacturer, OLD.application, OLD.price, OLD.featured, OLD.rating_average,
                OLD.rating_count, OLD.category_id, OLD.subcategory_id, OLD.sub_subcategory_id, OLD.created_at)
              IS DISTINCT FROM (NEW.title, NEW.title_normalized, NEW.sku, NEW.sku_normalized, NEW.oem, NEW.oem_normalized,
                NEW.alternative_sku, NEW.manufacturer, NEW.application, NEW.price, NEW.featured, NEW.rating_average,
                NEW.rating_count, NEW.category_id, NEW.subcategory_id, NEW.sub_subcategory_id, NEW.created_at);
          END IF;
          IF bump_all OR bump_search THEN
            UPDATE public.catalog_state
              SET version = version + bump_all::int, search_version = search_version + bump_search::int
              WHERE id = 1;
            IF bump_all THEN PERFORM set_config('catalog.version_bumped', 'on', true); END IF;
            IF bump_search THEN PERFORM set_config('catalog.search_version_bumped', 'on', true); END IF;
          END IF;
          RETURN NULL;
        END $$`);
    // Every write to a table a catalogue response shows: cached pages are of exactly one version.
    for (const table of CATALOG_TABLES) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER "trg_${table}_catalog_version"
          AFTER INSERT OR UPDATE OR DELETE ON "${table}" DEFERRABLE INITIALLY DEFERRED
          FOR EACH ROW EXECUTE FUNCTION public.catalog_bump_version()`);
    }
    // Rows written before this migration.
    await queryRunner.query(`UPDATE "products" SET "title" = "title"`);

    await queryRunner.query(`CREATE INDEX "idx_products_search_vector" ON "products" USING gin ("search_vector")`);
    await queryRunner.query(
      `CREATE INDEX "idx_products_alternative_sku_normalized" ON "products" ("alternative_sku_normalized" text_pattern_ops)`,
    );
    // Catalogue pages: one index per sort order, each ending in id (the tie-breaker of every sort).
    await queryRunner.query(
      `CREATE INDEX "idx_products_list_relevance" ON "products" ("featured" DESC, "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_products_category_relevance" ON "products" ("category_id", "featured" DESC, "created_at" DESC, "id" DESC)`,
    );
    // Replaces the plain created_at index: same lookups, plus a stable order for "newest" and "oldest".
    await queryRunner.query(`DROP INDEX "idx_products_created_at"`);
    await queryRunner.query(`CREATE INDEX "idx_products_list_created_at" ON "products" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_list_price" ON "products" ("price", "id")`);
    await queryRunner.query(
      `CREATE INDEX "idx_products_list_rating" ON "products" ("rating_average", "rating_count", "id")`,
    );
    // Byte order of the normalised title: serves "title starts with" (suggestions) and both name sorts.
    await queryRunner.query(
      `CREATE INDEX "idx_products_title_pattern" ON "products" ("title_normalized" text_pattern_ops, "id")`,
    );
    // Model first, then product: replaces the model_id index and answers "products of a model",
    // "does it fit this model" and "how many products per model" from the index alone.
    await queryRunner.query(`DROP INDEX "idx_compatibilities_model_id"`);
    await queryRunner.query(
      `CREATE INDEX "idx_compatibilities_model_id_product_id" ON "compatibilities" ("model_id", "product_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_compatibilities_model_id_product_id"`);
    await queryRunner.query(`CREATE INDEX "idx_compatibilities_model_id" ON "compatibilities" ("model_id")`);
    for (const index of [
      'idx_products_title_pattern',
      'idx_products_list_rating',
      'idx_products_list_price',
      'idx_products_list_created_at',
      'idx_products_category_relevance',
      'idx_products_list_relevance',
      'idx_products_alternative_sku_normalized',
      'idx_products_search_vector',
    ]) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    await queryRunner.query(`CREATE INDEX "idx_products_created_at" ON "products" ("created_at")`);
    for (const table of CATALOG_TABLES) {
      await queryRunner.query(`DROP TRIGGER "trg_${table}_catalog_version" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION public.catalog_bump_version()`);
    await queryRunner.query(`DROP TABLE "catalog_state"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_search_words_update" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_search_words_insert" ON "products"`);
    await queryRunner.query(`DROP FUNCTION public.products_collect_search_words()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_search_document" ON "products"`);
    await queryRunner.query(`DROP FUNCTION public.products_search_document()`);
    await queryRunner.query(
      `ALTER TABLE "products" DROP COLUMN "search_vector", DROP COLUMN "alternative_sku_normalized"`,
    );
    await queryRunner.query(`DROP FUNCTION public.search_code(text)`);
    await queryRunner.query(`DROP FUNCTION public.search_normalize(text)`);
  }
}
