import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * trg_products_search_document computes search_vector with search_normalize()'s rule spelled out
 * and unaccent() called directly (issue 18, the import's first run). search_normalize() is
 * inlined, but the immutable_unaccent() it calls is not: an IMMUTABLE SQL function whose body
 * calls the STABLE unaccent() never is, so each of the two calls per written row went through the
 * SQL-function executor. A trigger may call a STABLE function, and the dictionary is the same
 * ('public.unaccent'), so the columns it writes are byte for byte what they were (the import
 * bench's --fingerprint compares them). Keep this expression equal to search_normalize().
 */
const SEARCH_DOCUMENT = (normalize: (text: string) => string) => `
    CREATE OR REPLACE FUNCTION public.products_search_document() RETURNS trigger
      LANGUAGE plpgsql
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
    await queryRunner.query(SEARCH_DOCUMENT(directNormalize));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(SEARCH_DOCUMENT((text) => `public.search_normalize(${text})`));
  }
}
