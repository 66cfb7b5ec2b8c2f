import { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue's two GIN indexes (search_vector and the title words). */
const GIN_INDEXES = ['idx_products_search_vector', 'idx_products_title_words'];

/**
 * A GIN index takes new entries into a pending list first (fastupdate) and merges them into the
 * index once the list passes gin_pending_list_limit (4 MB by default) or when VACUUM runs. Every
 * search reads the whole pending list: with 440 pages of it (20,000 products written since the
 * last merge) a title-words scan took 10 ms instead of 5 at 200,000 products, during an import
 * and after it until autovacuum came (a small import or a day of edits may never bring it). At
 * 512 kB a search reads at most 64 pages, and writing costs the same: 30 batches of 1,000
 * products, committed one by one, took 2.29-2.38 s with either limit (3.6 s with fastupdate off).
 */
export class GinPendingListLimit1795373910000 implements MigrationInterface {
  name = 'GinPendingListLimit1795373910000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of GIN_INDEXES) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (gin_pending_list_limit = 512)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of GIN_INDEXES) await queryRunner.query(`ALTER INDEX "${index}" RESET (gin_pending_list_limit)`);
  }
}
