import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review moderation (/admin/reviews): an administrator hides a review or a reply instead of (or
 * before) deleting it. Hidden rows stay for the admin list but leave the storefront and the
 * product's rating. The admin list reads every review newest first, hence the index.
 */
export class ReviewModeration1795372500000 implements MigrationInterface {
  name = 'ReviewModeration1795372500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "review_replies" ADD COLUMN "hidden_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "idx_reviews_created_at" ON "reviews" ("created_at", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_reviews_created_at"`);
    await queryRunner.query(`ALTER TABLE "review_replies" DROP COLUMN "hidden_at"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "hidden_at"`);
  }
}
