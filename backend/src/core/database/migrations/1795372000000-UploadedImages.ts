import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin catalogue (issue 6): images uploaded from the category form, kept in PostgreSQL so that
 * every API instance serves them (GET /api/uploads/{uuid}.{ext}); names are random uuids.
 */
export class UploadedImages1795372000000 implements MigrationInterface {
  name = 'UploadedImages1795372000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "uploaded_images" (
        "id" uuid NOT NULL,
        "content_type" text NOT NULL,
        "size" integer NOT NULL,
        "content" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_uploaded_images" PRIMARY KEY ("id"),
        CONSTRAINT "ck_uploaded_images_size" CHECK ("size" > 0)
      )`);
    // JPEG, PNG, WEBP and GIF are compressed already: no compression attempt.
    await queryRunner.query(`ALTER TABLE "uploaded_images" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "uploaded_images"`);
  }
}
