import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions end when the password changes: every token carries the account's session version, and
 * changing the password moves it on, so tokens issued before (a stolen one, another device) are
 * refused. Existing tokens carry no version and count as version 0.
 */
export class SessionVersion1795372100000 implements MigrationInterface {
  name = 'SessionVersion1795372100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "session_version" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "session_version"`);
  }
}
