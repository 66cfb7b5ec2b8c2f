import { MigrationInterface, QueryRunner } from 'typeorm';

const RELEVANCE = `"featured" DESC, "created_at" DESC, "id" DESC`;

/**
 * The relevance indexes of catalogue pages also hold universal_fit (INCLUDE: no wider entries, it
 * fits their padding), so a page with the shopper's vehicle (soloCompatibles) tells a universal
 * part from the index entry and hashes only the vehicle's compatible ids, not every universal one
 * (see fitsVehicleWalkCondition in catalog.sql.ts). A universal_fit update is no longer HOT, which
 * only an admin's edit or an import does.
 */
export class RelevanceUniversalFit1795373860000 implements MigrationInterface {
  name = 'RelevanceUniversalFit1795373860000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.relevanceIndexes(queryRunner, ` INCLUDE ("universal_fit")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.relevanceIndexes(queryRunner, '');
  }

  private async relevanceIndexes(queryRunner: QueryRunner, include: string): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_products_list_relevance"`);
    await queryRunner.query(`DROP INDEX "idx_products_category_relevance"`);
    await queryRunner.query(`CREATE INDEX "idx_products_list_relevance" ON "products" (${RELEVANCE})${include}`);
    await queryRunner.query(
      `CREATE INDEX "idx_products_category_relevance" ON "products" ("category_id", ${RELEVANCE})${include}`,
    );
  }
}
