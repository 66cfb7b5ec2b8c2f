import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Charges to give back: the card provider authorised a payment for an order the shop had already
 * cancelled (found by the expiry job's status call). The order keeps when and why, for the admin view.
 */
export class PaymentRefunds1795372200000 implements MigrationInterface {
  name = 'PaymentRefunds1795372200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "refund_required_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "refund_reason" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "refund_reason"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "refund_required_at"`);
  }
}
