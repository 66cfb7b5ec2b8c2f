import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts: an administrator can disable an account (it cannot sign in, and its sessions end
 * at once) and enable it again. Null: active.
 */
export class DisabledAccounts1795373200000 implements MigrationInterface {
  name = 'DisabledAccounts1795373200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "disabled_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabled_at"`);
  }
}
