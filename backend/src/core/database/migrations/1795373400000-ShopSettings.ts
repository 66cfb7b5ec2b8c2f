import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's settings ('Configuración de la tienda'): one row, seeded with the demo values the
 * storefront showed as constants until now; demo_values stays true until an administrator saves.
 */
export class ShopSettings1795373400000 implements MigrationInterface {
  name = 'ShopSettings1795373400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "shop_settings" (
        "id" smallint NOT NULL DEFAULT 1,
        "store_name" varchar(100) NOT NULL,
        "legal_name" varchar(150) NOT NULL,
        "rut" varchar(12) NOT NULL,
        "phone" varchar(20) NOT NULL,
        "whatsapp" varchar(20) NOT NULL,
        "email" varchar(254) NOT NULL,
        "address" varchar(200) NOT NULL,
        "opening_hours" varchar(300) NOT NULL,
        "pickup_instructions" varchar(500) NOT NULL,
        "bank_name" varchar(100) NOT NULL,
        "bank_account_type" varchar(50) NOT NULL,
        "bank_account_number" varchar(30) NOT NULL,
        "bank_account_holder" varchar(150) NOT NULL,
        "bank_account_rut" varchar(12) NOT NULL,
        "bank_receipt_email" varchar(254) NOT NULL,
        "free_shipping_threshold" integer,
        "store_pickup_enabled" boolean NOT NULL DEFAULT true,
        "bank_transfer_window_hours" integer NOT NULL DEFAULT 48,
        "demo_values" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_shop_settings" PRIMARY KEY ("id"),
        CONSTRAINT "ck_shop_settings_single_row" CHECK ("id" = 1)
      )`);
    await queryRunner.query(
      `INSERT INTO "shop_settings" (
        "id", "store_name", "legal_name", "rut", "phone", "whatsapp", "email", "address", "opening_hours",
        "pickup_instructions", "bank_name", "bank_account_type", "bank_account_number", "bank_account_holder",
        "bank_account_rut", "bank_receipt_email"
      ) VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        'Repuestos',
        'Repuestos SpA',
        '76.543.210-3',
        '+56 9 5555 1234',
        '+56 9 5555 1234',
        'contacto@repuestos.cl',
        'Av. Ejemplo 1234, Santiago (dirección de demostración)',
        'Lunes a Viernes 10:30 - 17:30\nSábado y Domingo cerrado',
        'Retiro en tienda sin costo: solo pedidos pagados y confirmados, dentro del horario de atención y presentando el número de pedido.',
        'Banco de Chile',
        'Cuenta Corriente',
        '00-123-45678-09',
        'Repuestos SpA',
        '76.543.210-3',
        'pagos@repuestos.cl',
      ],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shop_settings"`);
  }
}
