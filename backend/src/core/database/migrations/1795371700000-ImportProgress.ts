import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Import worker (issue 7): which products each running import has created or updated (so a row,
 * or a worker resuming after a crash, knows a SKU's product was made by this import; bookkeeping
 * without foreign keys, emptied when the import ends), and a counter of the sub-subcategories an
 * import had to create under 'Sin clasificar'.
 */
export class ImportProgress1795371700000 implements MigrationInterface {
  name = 'ImportProgress1795371700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_sessions" ADD "category_warning_count" integer NOT NULL DEFAULT 0`);
    // Workbooks are zip files already: no compression attempt, and substring() reads only the slice.
    await queryRunner.query(`ALTER TABLE "import_files" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
    await queryRunner.query(`
      CREATE TABLE "import_session_products" (
        "session_id" varchar(100) NOT NULL,
        "product_id" integer NOT NULL,
        "created" boolean NOT NULL,
        CONSTRAINT "pk_import_session_products" PRIMARY KEY ("session_id", "product_id")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "import_session_products"`);
    await queryRunner.query(`ALTER TABLE "import_files" ALTER COLUMN "content" SET STORAGE EXTENDED`);
    await queryRunner.query(`ALTER TABLE "import_sessions" DROP COLUMN "category_warning_count"`);
  }
}
