import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the trigram GIN on products.title_normalized. Its one reader was the last fallback of a
 * search that found nothing ("titles that look like the query"), which rechecked every title
 * sharing a trigram with the query (2-4 s at 200,000 products for 'frenoyaris', found nothing)
 * and is now answered from the word list (look-alike known words, glued words split). The admin
 * product search (LIKE '%text%' on the title OR the codes) never used it. Each imported product
 * paid about 25 µs of PostgreSQL CPU for it (16 % of a product insert).
 */
export class DropTitleTrigramIndex1795373890000 implements MigrationInterface {
  name = 'DropTitleTrigramIndex1795373890000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "idx_products_title_normalized_trgm"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_products_title_normalized_trgm" ON "products" USING gin ("title_normalized" gin_trgm_ops)`,
    );
  }
}
