import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The title words of each product (the weight-A part of search_vector) in a GIN of their own. A
 * search ranks a bounded number of matches (SEARCH_CANDIDATE_LIMIT); when a common word has more,
 * the products whose title holds every word are taken from this index, so they are never left
 * out. search_vector's GIN cannot answer that alone: it keeps no weights, and a weighted query
 * rechecks every match in the table.
 */
export class SearchTitleWords1795373790000 implements MigrationInterface {
  name = 'SearchTitleWords1795373790000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_products_title_words" ON "products"
        USING gin (to_tsvector('simple', public.search_normalize("title")))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_products_title_words"`);
  }
}
