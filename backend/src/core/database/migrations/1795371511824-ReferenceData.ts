import { MigrationInterface, QueryRunner } from 'typeorm';

/** Chile's 16 regions, north to south, by ISO 3166-2:CL code. Frozen here: migrations never change. */
const REGIONS: ReadonlyArray<[code: string, name: string]> = [
  ['AP', 'Arica y Parinacota'],
  ['TA', 'Tarapacá'],
  ['AN', 'Antofagasta'],
  ['AT', 'Atacama'],
  ['CO', 'Coquimbo'],
  ['VS', 'Valparaíso'],
  ['RM', 'Metropolitana de Santiago'],
  ['LI', "Libertador General Bernardo O'Higgins"],
  ['ML', 'Maule'],
  ['NB', 'Ñuble'],
  ['BI', 'Biobío'],
  ['AR', 'La Araucanía'],
  ['LR', 'Los Ríos'],
  ['LL', 'Los Lagos'],
  ['AI', 'Aysén del General Carlos Ibáñez del Campo'],
  ['MA', 'Magallanes y de la Antártica Chilena'],
];

/** CLP per parcel size [S, M, L, XL]: Santiago cheapest, the far north and far south dearest. */
const RATES: Readonly<Record<string, readonly [number, number, number, number]>> = {
  RM: [3990, 5990, 8990, 12990],
  VS: [4990, 6990, 9990, 14990],
  LI: [4990, 6990, 9990, 14990],
  ML: [5490, 7990, 11990, 16990],
  CO: [5990, 8490, 12990, 17990],
  NB: [5990, 8490, 12990, 17990],
  BI: [5990, 8490, 12990, 17990],
  AR: [6490, 8990, 13990, 19990],
  AT: [6990, 9990, 14990, 21990],
  LR: [6990, 9990, 14990, 21990],
  LL: [7490, 10990, 15990, 22990],
  AN: [7490, 10990, 15990, 22990],
  TA: [7990, 11990, 17990, 24990],
  AP: [8490, 12990, 18990, 26990],
  AI: [9990, 14990, 22990, 32990],
  MA: [10990, 15990, 24990, 34990],
};

const SIZES = ['S', 'M', 'L', 'XL'] as const;

/**
 * Reference data the shop needs to take an order: regions, shipping rates and payment methods.
 * Webpay must be payment method 1 (the storefront's default payment method id).
 */
export class ReferenceData1795371511824 implements MigrationInterface {
  name = 'ReferenceData1795371511824';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "regions" ("code", "name", "sort_order")
       SELECT * FROM unnest($1::varchar[], $2::text[], $3::int[])`,
      [REGIONS.map(([code]) => code), REGIONS.map(([, name]) => name), REGIONS.map((_, index) => index + 1)],
    );

    const rates = REGIONS.flatMap(([code]) => SIZES.map((size, index) => ({ code, size, cost: RATES[code][index] })));
    await queryRunner.query(
      `INSERT INTO "shipping_rates" ("region_code", "parcel_size", "cost")
       SELECT * FROM unnest($1::varchar[], $2::parcel_size[], $3::int[])`,
      [rates.map((rate) => rate.code), rates.map((rate) => rate.size), rates.map((rate) => rate.cost)],
    );

    await queryRunner.query(
      `INSERT INTO "payment_methods" ("id", "code", "name", "active", "sort_order") VALUES
         (1, 'webpay', 'Webpay Plus', true, 1),
         (2, 'bank_transfer', 'Transferencia Bancaria', true, 2)`,
    );
    await queryRunner.query(
      `SELECT setval(pg_get_serial_sequence('payment_methods', 'id'), (SELECT max("id") FROM "payment_methods"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "payment_methods" WHERE "code" IN ('webpay', 'bank_transfer')`);
    await queryRunner.query(
      `SELECT setval(pg_get_serial_sequence('payment_methods', 'id'), COALESCE(max("id"), 1), max("id") IS NOT NULL)
       FROM "payment_methods"`,
    );
    const codes = REGIONS.map(([code]) => code);
    await queryRunner.query(`DELETE FROM "shipping_rates" WHERE "region_code" = ANY($1::varchar[])`, [codes]);
    await queryRunner.query(`DELETE FROM "regions" WHERE "code" = ANY($1::varchar[])`, [codes]);
  }
}
