import { MigrationInterface, QueryRunner } from 'typeorm';

/** Audit log: one row per administrator write, written in the change's transaction. */
export class AuditLog1795373300000 implements MigrationInterface {
  name = 'AuditLog1795373300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" SERIAL NOT NULL,
        "actor_id" integer,
        "actor_email" text NOT NULL,
        "kind" character varying(40) NOT NULL,
        "entity_type" character varying(30) NOT NULL,
        "entity_id" character varying(100) NOT NULL,
        "entity_label" text,
        "changes" jsonb NOT NULL DEFAULT '{}',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_audit_log" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(`CREATE INDEX "idx_audit_log_created_at" ON "audit_log" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_audit_log_entity" ON "audit_log" ("entity_type", "entity_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
