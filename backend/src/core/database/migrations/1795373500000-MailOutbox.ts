import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transactional e-mail: the outbox (one row per e-mail, written in its event's transaction, sent
 * once by a worker) and what the order status e-mails tell the buyer (courier, tracking number,
 * cancellation reason).
 */
export class MailOutbox1795373500000 implements MigrationInterface {
  name = 'MailOutbox1795373500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "mail_status" AS ENUM ('pending', 'sending', 'sent', 'failed')`);
    await queryRunner.query(`
      CREATE TABLE "mail_outbox" (
        "id" SERIAL NOT NULL,
        "kind" character varying(50) NOT NULL,
        "recipient" text NOT NULL,
        "idempotency_key" character varying(200) NOT NULL,
        "payload" jsonb NOT NULL,
        "status" "mail_status" NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "enqueued_at" TIMESTAMP WITH TIME ZONE,
        "message_id" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sent_at" TIMESTAMP WITH TIME ZONE,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_mail_outbox" PRIMARY KEY ("id"),
        CONSTRAINT "uq_mail_outbox_idempotency_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "ck_mail_outbox_attempts" CHECK ("attempts" >= 0)
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "idx_mail_outbox_unsent" ON "mail_outbox" ("id") WHERE "status" IN ('pending', 'sending')`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_mail_outbox_status_created_at" ON "mail_outbox" ("status", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "idx_mail_outbox_created_at" ON "mail_outbox" ("created_at")`);

    await queryRunner.query(`
      ALTER TABLE "orders"
        ADD "courier" character varying(100),
        ADD "tracking_number" character varying(100),
        ADD "cancellation_reason" character varying(500)
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders" DROP COLUMN "cancellation_reason", DROP COLUMN "tracking_number", DROP COLUMN "courier"`,
    );
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP TYPE "mail_status"`);
  }
}
