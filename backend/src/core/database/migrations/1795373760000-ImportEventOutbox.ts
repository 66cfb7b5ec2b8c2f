import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Progress events of committed import batches, kept until they are on the session's Redis stream
 * (import-event-outbox.entity.ts): a worker killed between a batch's commit and its append no
 * longer loses that batch's live events.
 */
export class ImportEventOutbox1795373760000 implements MigrationInterface {
  name = 'ImportEventOutbox1795373760000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "import_event_outbox" (
        "session_id" character varying(100) NOT NULL,
        "seq" integer NOT NULL,
        "events" jsonb NOT NULL,
        CONSTRAINT "pk_import_event_outbox" PRIMARY KEY ("session_id", "seq"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "import_event_outbox"`);
  }
}
