import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password recovery: one row per live reset link. Only the SHA-256 of the token is stored, so a
 * copy of the table (a backup, a read replica) cannot be turned into links. A row is deleted when
 * its link is used or a newer link is issued for the same account.
 */
export class PasswordResetTokens1795373600000 implements MigrationInterface {
  name = 'PasswordResetTokens1795373600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "token_hash" character(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_password_reset_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "uq_password_reset_tokens_token_hash" UNIQUE ("token_hash"),
        CONSTRAINT "fk_password_reset_tokens_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(`CREATE INDEX "idx_password_reset_tokens_user_id" ON "password_reset_tokens" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "idx_password_reset_tokens_expires_at" ON "password_reset_tokens" ("expires_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
