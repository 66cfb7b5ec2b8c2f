import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * trg_products_search_document computes search_vector with search_normalize()'s rule spelled out
 * and unaccent() called directly (issue 18, the import's first run). search_normalize() is
 * inlined, but the immutable_unaccent() it calls is not: an IMMUTABLE SQL function whose body
 * calls the STABLE unaccent() never is, so each of the two calls per written row went through the
 * SQL-function executor. The dictionary is the same ('public.unaccent'), so the columns it
 * writes are byte for byte what they were (the import bench's --fingerprint compares them). Keep
 * this expression equal to search_normalize().
 *
 * The function is declared STABLE: it only computes NEW's columns (no query, no write). A VOLATILE
 * PL/pgSQL function evaluating an expression that calls a STABLE function (unaccent()) takes a
 * new snapshot and a command-counter increment for each evaluation, which ate the whole gain:
 * backend CPU for 100,000 inserts through the trigger, alternated, 4 rounds on a loaded box: old
 * 4.3-4.7 s, direct call VOLATILE 4.0-5.1 s, direct call STABLE 3.6-4.5 s (mean 3.9 against 4.5).
 */
const SEARCH_DOCUMENT = (normalize: (text: string) => string, volatility: 'STABLE' | 'VOLATILE') => `
    CREATE OR REPLACE FUNCTION public.products_search_document() RETURNS trigger
      LANGUAGE plpgsql ${volatility}
      AS $$
      BEGIN
        NEW.alternative_sku_normalized := public.search_code(NEW.alternative_sku);
        NEW.oem_normalized := public.search_code(NEW.oem);
        NEW.search_vector :=
          setweight(to_tsvector('simple', ${normalize('NEW.title')}), 'A') ||
          setweight(to_tsvector('simple', ${normalize(`concat_ws(' ', NEW.manufacturer, NEW.application)`)}), 'B');
        RETURN NEW;
      END $$`;

/** search_normalize(text) of migration CatalogSearch, with unaccent() instead of immutable_unaccent(). */
const directNormalize = (text: string) =>
  `btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(${text}, ''))), '[^a-z0-9]+', ' ', 'g'))`;

export class SearchDocumentDirectUnaccent1795373800000 implements MigrationInterface {
  name = 'SearchDocumentDirectUnaccent1795373800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(SEARCH_DOCUMENT(directNormalize, 'STABLE'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(SEARCH_DOCUMENT((text) => `public.search_normalize(${text})`, 'VOLATILE'));
  }
}
