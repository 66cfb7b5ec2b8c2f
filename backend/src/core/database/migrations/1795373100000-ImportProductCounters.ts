import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import counts products as well as rows: a file of 200 parts with 10 vehicle rows each is 2,000
 * rows but 200 products and 2,000 compatibilities. The counters are written with each batch's
 * checkpoint, so a resumed import goes on counting where the last committed batch left off.
 */
export class ImportProductCounters1795373100000 implements MigrationInterface {
  name = 'ImportProductCounters1795373100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_sessions" ADD "products_created" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "import_sessions" ADD "products_updated" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "import_sessions" ADD "compatibilities_added" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "import_sessions" ADD CONSTRAINT "ck_import_sessions_product_counters"
         CHECK ("products_created" >= 0 AND "products_updated" >= 0 AND "compatibilities_added" >= 0)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_sessions" DROP CONSTRAINT "ck_import_sessions_product_counters"`);
    await queryRunner.query(`ALTER TABLE "import_sessions" DROP COLUMN "compatibilities_added"`);
    await queryRunner.query(`ALTER TABLE "import_sessions" DROP COLUMN "products_updated"`);
    await queryRunner.query(`ALTER TABLE "import_sessions" DROP COLUMN "products_created"`);
  }
}
