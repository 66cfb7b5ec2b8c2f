import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole schema, hand-written. The entities describe exactly these objects (schema.api-spec.ts
 * fails on any drift); what TypeORM cannot express (extensions, expression, operator-class and
 * GIN indexes) is declared on the entities with `synchronize: false`.
 */
export class InitialSchema1795371511823 implements MigrationInterface {
  name = 'InitialSchema1795371511823';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public`);
    // unaccent() is only STABLE (its dictionary could change); indexes need an IMMUTABLE wrapper.
    await queryRunner.query(`
      CREATE FUNCTION public.immutable_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent', $1) $$`);

    await queryRunner.query(`CREATE TYPE "parcel_size" AS ENUM ('S', 'M', 'L', 'XL')`);
    await queryRunner.query(`CREATE TYPE "user_role" AS ENUM ('CUSTOMER', 'ADMIN')`);
    await queryRunner.query(`CREATE TYPE "auth_provider" AS ENUM ('EMAIL', 'GOOGLE')`);
    await queryRunner.query(
      `CREATE TYPE "order_status" AS ENUM ('PENDIENTE', 'PROCESANDO', 'ENVIADO', 'ENTREGADO', 'CANCELADO')`,
    );
    await queryRunner.query(`CREATE TYPE "delivery_method" AS ENUM ('DELIVERY', 'PICKUP')`);
    await queryRunner.query(
      `CREATE TYPE "payment_status" AS ENUM ('INITIALIZED', 'AUTHORIZED', 'REJECTED', 'ABORTED', 'EXPIRED')`,
    );
    await queryRunner.query(
      `CREATE TYPE "import_status" AS ENUM ('QUEUED', 'RUNNING', 'COMPLETED', 'ERROR', 'STOPPED')`,
    );
    await queryRunner.query(`CREATE TYPE "import_warning_kind" AS ENUM ('YEAR', 'DUPLICATE_SKU', 'CATEGORY')`);

    // ---- catalogue --------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "categories" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "image" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_categories" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_categories_name_lower" ON "categories" (lower("name"))`);

    await queryRunner.query(`
      CREATE TABLE "subcategories" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "category_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_subcategories" PRIMARY KEY ("id"),
        CONSTRAINT "fk_subcategories_category_id" FOREIGN KEY ("category_id")
          REFERENCES "categories" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_subcategories_category_id" ON "subcategories" ("category_id")`);

    await queryRunner.query(`
      CREATE TABLE "sub_subcategories" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "category_id" integer NOT NULL,
        "subcategory_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_sub_subcategories" PRIMARY KEY ("id"),
        CONSTRAINT "fk_sub_subcategories_category_id" FOREIGN KEY ("category_id")
          REFERENCES "categories" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_sub_subcategories_subcategory_id" FOREIGN KEY ("subcategory_id")
          REFERENCES "subcategories" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_sub_subcategories_category_id" ON "sub_subcategories" ("category_id")`);
    await queryRunner.query(
      `CREATE INDEX "idx_sub_subcategories_subcategory_id" ON "sub_subcategories" ("subcategory_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_sub_subcategories_name_normalized" ON "sub_subcategories" (lower(immutable_unaccent("name")))`,
    );

    await queryRunner.query(`
      CREATE TABLE "brands" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_brands" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_brands_name_normalized" ON "brands" (lower(immutable_unaccent("name")))`,
    );

    await queryRunner.query(`
      CREATE TABLE "vehicle_models" (
        "id" SERIAL NOT NULL,
        "brand_id" integer NOT NULL,
        "name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_vehicle_models" PRIMARY KEY ("id"),
        CONSTRAINT "fk_vehicle_models_brand_id" FOREIGN KEY ("brand_id")
          REFERENCES "brands" ("id") ON DELETE CASCADE
      )`);
    // Leading brand_id: also the index for "models of a brand".
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_vehicle_models_brand_name_normalized" ON "vehicle_models" ("brand_id", lower(immutable_unaccent("name")))`,
    );

    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" SERIAL NOT NULL,
        "title" text NOT NULL,
        "title_normalized" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "sku" text NOT NULL,
        "sku_normalized" text NOT NULL,
        "alternative_sku" text,
        "oem" text,
        "oem_normalized" text,
        "application" text,
        "manufacturer" text,
        "origin" text,
        "stock" integer NOT NULL DEFAULT 0,
        "price" integer NOT NULL DEFAULT 0,
        "sale_price" integer,
        "price_alsc" integer,
        "price_ml" integer,
        "discount_percent" numeric(5,2),
        "images" text[] NOT NULL DEFAULT '{}',
        "parcel_size" "parcel_size" NOT NULL DEFAULT 'M',
        "featured" boolean NOT NULL DEFAULT false,
        "rating_average" numeric(3,2) NOT NULL DEFAULT 0,
        "rating_count" integer NOT NULL DEFAULT 0,
        "category_id" integer,
        "subcategory_id" integer,
        "sub_subcategory_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_products" PRIMARY KEY ("id"),
        CONSTRAINT "fk_products_category_id" FOREIGN KEY ("category_id")
          REFERENCES "categories" ("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_products_subcategory_id" FOREIGN KEY ("subcategory_id")
          REFERENCES "subcategories" ("id") ON DELETE SET NULL,
        CONSTRAINT "fk_products_sub_subcategory_id" FOREIGN KEY ("sub_subcategory_id")
          REFERENCES "sub_subcategories" ("id") ON DELETE SET NULL,
        CONSTRAINT "ck_products_stock" CHECK ("stock" >= 0),
        CONSTRAINT "ck_products_price" CHECK ("price" >= 0),
        CONSTRAINT "ck_products_sale_price" CHECK ("sale_price" IS NULL OR "sale_price" >= 0),
        CONSTRAINT "ck_products_price_alsc" CHECK ("price_alsc" IS NULL OR "price_alsc" >= 0),
        CONSTRAINT "ck_products_price_ml" CHECK ("price_ml" IS NULL OR "price_ml" >= 0),
        CONSTRAINT "ck_products_discount_percent"
          CHECK ("discount_percent" IS NULL OR "discount_percent" BETWEEN 0 AND 100),
        CONSTRAINT "ck_products_images" CHECK (cardinality("images") <= 5),
        CONSTRAINT "ck_products_rating" CHECK ("rating_average" BETWEEN 0 AND 5 AND "rating_count" >= 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_products_sku_normalized" ON "products" ("sku_normalized" text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_products_oem_normalized" ON "products" ("oem_normalized" text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_products_title_normalized_trgm" ON "products" USING gin ("title_normalized" gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "idx_products_category_id" ON "products" ("category_id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_subcategory_id" ON "products" ("subcategory_id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_sub_subcategory_id" ON "products" ("sub_subcategory_id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_featured" ON "products" ("featured") WHERE "featured"`);
    await queryRunner.query(`CREATE INDEX "idx_products_created_at" ON "products" ("created_at")`);

    // The unique constraint leads with product_id, so it also serves "compatibilities of a product".
    await queryRunner.query(`
      CREATE TABLE "compatibilities" (
        "id" SERIAL NOT NULL,
        "product_id" integer NOT NULL,
        "model_id" integer NOT NULL,
        "year_from" smallint NOT NULL,
        "year_to" smallint NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_compatibilities" PRIMARY KEY ("id"),
        CONSTRAINT "uq_compatibilities_product_model_years" UNIQUE ("product_id", "model_id", "year_from", "year_to"),
        CONSTRAINT "fk_compatibilities_product_id" FOREIGN KEY ("product_id")
          REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_compatibilities_model_id" FOREIGN KEY ("model_id")
          REFERENCES "vehicle_models" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_compatibilities_model_id" ON "compatibilities" ("model_id")`);

    // ---- users and reviews ------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL NOT NULL,
        "email" citext NOT NULL,
        "name" text NOT NULL,
        "password_hash" text,
        "role" "user_role" NOT NULL DEFAULT 'CUSTOMER',
        "auth_provider" "auth_provider" NOT NULL DEFAULT 'EMAIL',
        "google_id" text,
        "profile_picture" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_users" PRIMARY KEY ("id"),
        CONSTRAINT "uq_users_email" UNIQUE ("email"),
        CONSTRAINT "uq_users_google_id" UNIQUE ("google_id")
      )`);

    await queryRunner.query(`
      CREATE TABLE "reviews" (
        "id" SERIAL NOT NULL,
        "product_id" integer NOT NULL,
        "user_id" integer,
        "user_name" text NOT NULL,
        "rating" smallint NOT NULL,
        "comment" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_reviews" PRIMARY KEY ("id"),
        CONSTRAINT "fk_reviews_product_id" FOREIGN KEY ("product_id")
          REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_reviews_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "ck_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_reviews_product_id" ON "reviews" ("product_id")`);

    await queryRunner.query(`
      CREATE TABLE "review_replies" (
        "id" SERIAL NOT NULL,
        "review_id" integer NOT NULL,
        "user_id" integer,
        "user_name" text NOT NULL,
        "comment" text NOT NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_review_replies" PRIMARY KEY ("id"),
        CONSTRAINT "fk_review_replies_review_id" FOREIGN KEY ("review_id")
          REFERENCES "reviews" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_review_replies_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_review_replies_review_id" ON "review_replies" ("review_id")`);

    // ---- regions, shipping, addresses --------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "regions" (
        "code" varchar(8) NOT NULL,
        "name" text NOT NULL,
        "sort_order" integer NOT NULL,
        CONSTRAINT "pk_regions" PRIMARY KEY ("code"),
        CONSTRAINT "uq_regions_name" UNIQUE ("name")
      )`);

    await queryRunner.query(`
      CREATE TABLE "shipping_rates" (
        "id" SERIAL NOT NULL,
        "region_code" varchar(8) NOT NULL,
        "parcel_size" "parcel_size" NOT NULL,
        "cost" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_shipping_rates" PRIMARY KEY ("id"),
        CONSTRAINT "uq_shipping_rates_region_size" UNIQUE ("region_code", "parcel_size"),
        CONSTRAINT "fk_shipping_rates_region_code" FOREIGN KEY ("region_code")
          REFERENCES "regions" ("code") ON DELETE CASCADE,
        CONSTRAINT "ck_shipping_rates_cost" CHECK ("cost" >= 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE "addresses" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "alias" text NOT NULL,
        "name" text NOT NULL,
        "street" text NOT NULL,
        "number" text NOT NULL,
        "apartment" text,
        "comuna" text NOT NULL,
        "region" varchar(8) NOT NULL,
        "postal_code" text NOT NULL,
        "is_default" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_addresses" PRIMARY KEY ("id"),
        CONSTRAINT "fk_addresses_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_addresses_region" FOREIGN KEY ("region")
          REFERENCES "regions" ("code") ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX "idx_addresses_user_id" ON "addresses" ("user_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_addresses_user_default" ON "addresses" ("user_id") WHERE "is_default"`,
    );

    // ---- payments and orders -----------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "payment_methods" (
        "id" SERIAL NOT NULL,
        "code" varchar(32) NOT NULL,
        "name" text NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "sort_order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_payment_methods" PRIMARY KEY ("id"),
        CONSTRAINT "uq_payment_methods_code" UNIQUE ("code")
      )`);

    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" SERIAL NOT NULL,
        "user_id" integer,
        "customer_email" text NOT NULL,
        "customer_name" text NOT NULL,
        "customer_phone" text,
        "status" "order_status" NOT NULL DEFAULT 'PENDIENTE',
        "delivery_method" "delivery_method" NOT NULL DEFAULT 'DELIVERY',
        "shipping_address" text,
        "region_code" varchar(8),
        "payment_method_id" integer NOT NULL,
        "subtotal" integer NOT NULL,
        "shipping_cost" integer NOT NULL DEFAULT 0,
        "total" integer NOT NULL,
        "max_parcel_size" "parcel_size",
        "stock_released_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_orders" PRIMARY KEY ("id"),
        CONSTRAINT "fk_orders_user_id" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "fk_orders_region_code" FOREIGN KEY ("region_code")
          REFERENCES "regions" ("code") ON DELETE RESTRICT,
        CONSTRAINT "fk_orders_payment_method_id" FOREIGN KEY ("payment_method_id")
          REFERENCES "payment_methods" ("id") ON DELETE RESTRICT,
        CONSTRAINT "ck_orders_amounts"
          CHECK ("subtotal" >= 0 AND "shipping_cost" >= 0 AND "total" = "subtotal" + "shipping_cost"),
        CONSTRAINT "ck_orders_delivery_region" CHECK ("delivery_method" = 'PICKUP' OR "region_code" IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_orders_user_id" ON "orders" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "idx_orders_customer_email_lower" ON "orders" (lower("customer_email"))`);
    await queryRunner.query(`CREATE INDEX "idx_orders_status" ON "orders" ("status")`);
    await queryRunner.query(`CREATE INDEX "idx_orders_created_at" ON "orders" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "order_items" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL,
        "product_id" integer,
        "product_title" text NOT NULL,
        "product_sku" text NOT NULL,
        "image_url" text,
        "quantity" integer NOT NULL,
        "unit_price" integer NOT NULL,
        "line_total" integer NOT NULL,
        CONSTRAINT "pk_order_items" PRIMARY KEY ("id"),
        CONSTRAINT "fk_order_items_order_id" FOREIGN KEY ("order_id")
          REFERENCES "orders" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_order_items_product_id" FOREIGN KEY ("product_id")
          REFERENCES "products" ("id") ON DELETE SET NULL,
        CONSTRAINT "ck_order_items_quantity" CHECK ("quantity" > 0),
        CONSTRAINT "ck_order_items_amounts" CHECK ("unit_price" >= 0 AND "line_total" = "unit_price" * "quantity")
      )`);
    await queryRunner.query(`CREATE INDEX "idx_order_items_order_id" ON "order_items" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "idx_order_items_product_id" ON "order_items" ("product_id")`);

    await queryRunner.query(`
      CREATE TABLE "payment_transactions" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL,
        "provider" varchar(32) NOT NULL DEFAULT 'webpay',
        "token" text,
        "buy_order" text NOT NULL,
        "session_id" text NOT NULL,
        "amount" integer NOT NULL,
        "status" "payment_status" NOT NULL DEFAULT 'INITIALIZED',
        "authorization_code" text,
        "card_last_digits" text,
        "installments_number" smallint,
        "payment_type_code" text,
        "response_code" integer,
        "raw" jsonb,
        "expires_at" timestamptz,
        "committed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_payment_transactions" PRIMARY KEY ("id"),
        CONSTRAINT "uq_payment_transactions_token" UNIQUE ("token"),
        CONSTRAINT "fk_payment_transactions_order_id" FOREIGN KEY ("order_id")
          REFERENCES "orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "ck_payment_transactions_amount" CHECK ("amount" >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_payment_transactions_order_id" ON "payment_transactions" ("order_id")`);
    await queryRunner.query(
      `CREATE INDEX "idx_payment_transactions_buy_order" ON "payment_transactions" ("buy_order")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_payment_transactions_pending_expiry" ON "payment_transactions" ("expires_at") WHERE "status" = 'INITIALIZED'`,
    );

    // ---- import ------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "import_sessions" (
        "id" varchar(100) NOT NULL,
        "status" "import_status" NOT NULL DEFAULT 'QUEUED',
        "file_name" text NOT NULL,
        "file_size" integer NOT NULL,
        "worksheet_name" text,
        "process_all_sheets" boolean NOT NULL DEFAULT false,
        "total_rows" integer,
        "processed_rows" integer NOT NULL DEFAULT 0,
        "created_count" integer NOT NULL DEFAULT 0,
        "updated_count" integer NOT NULL DEFAULT 0,
        "error_count" integer NOT NULL DEFAULT 0,
        "year_warning_count" integer NOT NULL DEFAULT 0,
        "sku_warning_count" integer NOT NULL DEFAULT 0,
        "checkpoint_sheet" text,
        "checkpoint_row" integer NOT NULL DEFAULT 0,
        "message" text,
        "result" jsonb,
        "created_by_id" integer,
        "started_at" timestamptz,
        "finished_at" timestamptz,
        "heartbeat_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_import_sessions" PRIMARY KEY ("id"),
        CONSTRAINT "fk_import_sessions_created_by_id" FOREIGN KEY ("created_by_id")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "ck_import_sessions_counters" CHECK (
          "processed_rows" >= 0 AND "created_count" >= 0 AND "updated_count" >= 0 AND "error_count" >= 0
          AND "year_warning_count" >= 0 AND "sku_warning_count" >= 0 AND "checkpoint_row" >= 0
        )
      )`);
    await queryRunner.query(`CREATE INDEX "idx_import_sessions_status" ON "import_sessions" ("status")`);

    await queryRunner.query(`
      CREATE TABLE "import_files" (
        "session_id" varchar(100) NOT NULL,
        "content" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_import_files" PRIMARY KEY ("session_id"),
        CONSTRAINT "fk_import_files_session_id" FOREIGN KEY ("session_id")
          REFERENCES "import_sessions" ("id") ON DELETE CASCADE
      )`);

    await queryRunner.query(`
      CREATE TABLE "import_row_errors" (
        "id" SERIAL NOT NULL,
        "session_id" varchar(100) NOT NULL,
        "sheet" text,
        "row" integer NOT NULL,
        "sku" text,
        "title" text,
        "brand" text,
        "message" text NOT NULL,
        "data" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_import_row_errors" PRIMARY KEY ("id"),
        CONSTRAINT "fk_import_row_errors_session_id" FOREIGN KEY ("session_id")
          REFERENCES "import_sessions" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_import_row_errors_session_id" ON "import_row_errors" ("session_id")`);

    await queryRunner.query(`
      CREATE TABLE "import_warnings" (
        "id" SERIAL NOT NULL,
        "session_id" varchar(100) NOT NULL,
        "kind" "import_warning_kind" NOT NULL,
        "sheet" text,
        "row" integer NOT NULL,
        "sku" text,
        "payload" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_import_warnings" PRIMARY KEY ("id"),
        CONSTRAINT "fk_import_warnings_session_id" FOREIGN KEY ("session_id")
          REFERENCES "import_sessions" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_import_warnings_session_kind" ON "import_warnings" ("session_id", "kind")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const tables = [
      'import_warnings',
      'import_row_errors',
      'import_files',
      'import_sessions',
      'payment_transactions',
      'order_items',
      'orders',
      'payment_methods',
      'addresses',
      'shipping_rates',
      'regions',
      'review_replies',
      'reviews',
      'users',
      'compatibilities',
      'products',
      'vehicle_models',
      'brands',
      'sub_subcategories',
      'subcategories',
      'categories',
    ];
    for (const table of tables) await queryRunner.query(`DROP TABLE "${table}"`);
    const types = [
      'import_warning_kind',
      'import_status',
      'payment_status',
      'delivery_method',
      'order_status',
      'auth_provider',
      'user_role',
      'parcel_size',
    ];
    for (const type of types) await queryRunner.query(`DROP TYPE "${type}"`);
    await queryRunner.query(`DROP FUNCTION public.immutable_unaccent(text)`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS citext`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS unaccent`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
