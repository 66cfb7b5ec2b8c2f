import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sale prices (issue 21): a product is charged its sale price when that is lower than its price.
 *
 * - `idx_products_list_charged_price`: price sorts order by the charged price
 *   `CASE WHEN sale_price < price THEN sale_price ELSE price END` (chargedPriceSql() in
 *   catalog.sql.ts, the same expression). It replaces `idx_products_list_price (price, id)`, which
 *   nothing sorts by any more; INCLUDE (price, sale_price) lets a page walk it index-only (the
 *   planner needs the expression's columns in the index for that).
 * - `idx_products_on_sale`: partial, only the products on sale, by whole percentage off (biggest
 *   first) then id: GET /products?onSale=true walks it and counts from it.
 * - `catalog_bump_version()`: sale_price now changes what lists find and how they sort, so an
 *   update of it bumps search_version like a price change.
 * - `order_items.list_unit_price`: the unit list price when the line was charged less (a sale),
 *   else NULL.
 */
export class SalePrices1795372600000 implements MigrationInterface {
  name = 'SalePrices1795372600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_products_list_price"`);
    await queryRunner.query(
      `CREATE INDEX "idx_products_list_charged_price" ON "products"
         ((CASE WHEN "sale_price" < "price" THEN "sale_price" ELSE "price" END), "id") INCLUDE ("price", "sale_price")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_products_on_sale" ON "products"
         ((greatest(1, round(("price" - "sale_price") * 100.0 / "price"))) DESC, "id" DESC) INCLUDE ("price", "sale_price")
         WHERE "sale_price" < "price"`,
    );
    await queryRunner.query(catalogBumpVersion([...SEARCHED_PRODUCT_COLUMNS, 'sale_price']));

    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "list_unit_price" bigint`);
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD CONSTRAINT "ck_order_items_list_unit_price"
         CHECK ("list_unit_price" IS NULL OR "list_unit_price" > "unit_price")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "ck_order_items_list_unit_price"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "list_unit_price"`);
    await queryRunner.query(catalogBumpVersion(SEARCHED_PRODUCT_COLUMNS));
    await queryRunner.query(`DROP INDEX "idx_products_on_sale"`);
    await queryRunner.query(`DROP INDEX "idx_products_list_charged_price"`);
    await queryRunner.query(`CREATE INDEX "idx_products_list_price" ON "products" ("price", "id")`);
  }
}

/** Product columns that lists and searches read (migration VehicleFitment): changing one bumps search_version. */
const SEARCHED_PRODUCT_COLUMNS = [
  'title',
  'title_normalized',
  'sku',
  'sku_normalized',
  'oem',
  'oem_normalized',
  'alternative_sku',
  'manufacturer',
  'application',
  'price',
  'featured',
  'rating_average',
  'rating_count',
  'category_id',
  'subcategory_id',
  'sub_subcategory_id',
  'created_at',
  'universal_fit',
];

/** catalog_bump_version() of migration CatalogSearch, comparing these product columns. */
function catalogBumpVersion(searchedColumns: string[]): string {
  const row = (alias: string) => `(${searchedColumns.map((column) => `${alias}.${column}`).join(', ')})`;
  return `
    CREATE OR REPLACE FUNCTION public.catalog_bump_version() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      DECLARE
        bump_all boolean := current_setting('catalog.version_bumped', true) IS DISTINCT FROM 'on';
        bump_search boolean := current_setting('catalog.search_version_bumped', true) IS DISTINCT FROM 'on';
      BEGIN
        IF bump_search AND TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
          bump_search := ${row('OLD')} IS DISTINCT FROM ${row('NEW')};
        END IF;
        IF bump_all OR bump_search THEN
          UPDATE public.catalog_state
            SET version = version + bump_all::int, search_version = search_version + bump_search::int
            WHERE id = 1;
          IF bump_all THEN PERFORM set_config('catalog.version_bumped', 'on', true); END IF;
          IF bump_search THEN PERFORM set_config('catalog.search_version_bumped', 'on', true); END IF;
        END IF;
        RETURN NULL;
      END $$`;
}
