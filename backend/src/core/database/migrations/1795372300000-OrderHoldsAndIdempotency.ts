import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unpaid orders stop holding stock forever and checkout may be retried safely:
 * - order money is bigint (an order of two CLP 1.5 billion parts passed int4 and answered 500);
 * - orders.payment_due_at: when an unpaid order is cancelled and its units return (the
 *   maintenance job); PENDIENTE orders already waiting get the window of their payment method;
 * - order_idempotency_keys: the Idempotency-Key of POST /orders per caller, for 24 h.
 */
export class OrderHoldsAndIdempotency1795372300000 implements MigrationInterface {
  name = 'OrderHoldsAndIdempotency1795372300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "orders"
        ALTER COLUMN "subtotal" TYPE bigint,
        ALTER COLUMN "shipping_cost" TYPE bigint,
        ALTER COLUMN "total" TYPE bigint,
        ADD COLUMN "payment_due_at" timestamptz`);
    await queryRunner.query(`
      ALTER TABLE "order_items"
        ALTER COLUMN "unit_price" TYPE bigint,
        ALTER COLUMN "line_total" TYPE bigint`);
    await queryRunner.query(`ALTER TABLE "payment_transactions" ALTER COLUMN "amount" TYPE bigint`);

    // The windows of orders.constants.ts at the time of writing: card 30 minutes, transfer 48 hours.
    await queryRunner.query(`
      UPDATE "orders" o
         SET "payment_due_at" = o."created_at" + CASE m."code" WHEN 'webpay' THEN interval '30 minutes'
                                                                ELSE interval '48 hours' END
        FROM "payment_methods" m
       WHERE m."id" = o."payment_method_id" AND m."code" IN ('webpay', 'bank_transfer')
         AND o."status" = 'PENDIENTE' AND o."stock_released_at" IS NULL`);
    await queryRunner.query(
      `CREATE INDEX "idx_orders_payment_due_at" ON "orders" ("payment_due_at") WHERE "status" = 'PENDIENTE'`,
    );

    await queryRunner.query(`
      CREATE TABLE "order_idempotency_keys" (
        "scope" varchar(300) NOT NULL,
        "key" varchar(128) NOT NULL,
        "request_hash" char(64) NOT NULL,
        "order_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_order_idempotency_keys" PRIMARY KEY ("scope", "key"),
        CONSTRAINT "fk_order_idempotency_keys_order_id" FOREIGN KEY ("order_id")
          REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_order_idempotency_keys_order_id" ON "order_idempotency_keys" ("order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_order_idempotency_keys_created_at" ON "order_idempotency_keys" ("created_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "idx_orders_payment_due_at"`);
    await queryRunner.query(`ALTER TABLE "payment_transactions" ALTER COLUMN "amount" TYPE integer`);
    await queryRunner.query(`
      ALTER TABLE "order_items"
        ALTER COLUMN "unit_price" TYPE integer,
        ALTER COLUMN "line_total" TYPE integer`);
    await queryRunner.query(`
      ALTER TABLE "orders"
        DROP COLUMN "payment_due_at",
        ALTER COLUMN "subtotal" TYPE integer,
        ALTER COLUMN "shipping_cost" TYPE integer,
        ALTER COLUMN "total" TYPE integer`);
  }
}
