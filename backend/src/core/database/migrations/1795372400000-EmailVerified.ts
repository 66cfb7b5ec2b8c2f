import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether an account has proved it owns its email. Google sign-in links a Google identity to the
 * same-email account; when that account's email was never verified, whoever registered it first
 * (maybe not its owner) loses the password and every session. Accounts created through Google and
 * administrators (set by the operator) count as verified. Email accounts already linked to Google
 * stay unverified on purpose: their password may be a squatter's, and the owner's next Google
 * sign-in ends it the same way.
 */
export class EmailVerified1795372400000 implements MigrationInterface {
  name = 'EmailVerified1795372400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamptz`);
    await queryRunner.query(
      `UPDATE "users" SET "email_verified_at" = now() WHERE "auth_provider" = 'GOOGLE' OR "role" = 'ADMIN'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
  }
}
