import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fencing token of an import session: the BullMQ activation (attemptsStarted) of the job run that
 * holds it. A worker claims a session only with a higher number than the stored one, and every
 * batch checks it under the session's row lock: a worker that lost its job (frozen, then woken
 * after another worker took over) writes nothing.
 */
export class ImportSessionClaim1795373700000 implements MigrationInterface {
  name = 'ImportSessionClaim1795373700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_sessions" ADD "claim" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_sessions" DROP COLUMN "claim"`);
  }
}
