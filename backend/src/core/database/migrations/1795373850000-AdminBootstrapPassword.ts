import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ADMIN_PASSWORD the start-up bootstrap last gave an account (an argon2id hash of it), so a
 * restart applies the setting only when the operator changed it: a password the owner changed in
 * the admin area (after a leak, say) is no longer put back to the environment's at the next start.
 * Null: the bootstrap never set this account's password.
 */
export class AdminBootstrapPassword1795373850000 implements MigrationInterface {
  name = 'AdminBootstrapPassword1795373850000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "bootstrap_password_hash" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "bootstrap_password_hash"`);
  }
}
