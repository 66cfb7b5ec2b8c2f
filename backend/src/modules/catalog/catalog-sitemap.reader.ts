import { Injectable } from '@nestjs/common';
import { CatalogSqlRunner } from './catalog-sql.runner';
import type { Statement } from './catalog.sql';

/** One run of products of the sitemap: ids from `firstId` to `lastId`, in id order. */
export interface ProductRange {
  firstId: number;
  lastId: number;
  count: number;
  lastModified: Date;
}

export interface SitemapProductRow {
  id: number;
  title: string;
  updatedAt: Date;
}

export interface SitemapPageRows {
  categories: { id: number; name: string; updatedAt: Date }[];
  subSubcategories: { id: number; categoryId: number; updatedAt: Date }[];
  brands: { id: number; name: string; updatedAt: Date }[];
  /** Models that fit at least one product. */
  models: { id: number; name: string; brandId: number; brandName: string; updatedAt: Date }[];
  /** The newest product change (the catalogue's own pages change with it); null when there are none. */
  productsModified: Date | null;
}

/**
 * Reads for the sitemaps (storefront-pages module): every product in id order, a batch at a time
 * (keyset pages on the primary key, so memory stays flat at any catalogue size), and the listing
 * pages' ids and names.
 */
@Injectable()
export class CatalogSitemapReader {
  constructor(private readonly sql: CatalogSqlRunner) {}

  /** Products cut into runs of at most `size`, with each run's first and last id and newest change (one pass). */
  async productRanges(size: number): Promise<ProductRange[]> {
    const statement: Statement = {
      text: `
        SELECT min(id) AS "firstId", max(id) AS "lastId", count(*)::int AS count, max(updated_at) AS "lastModified"
        FROM (SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS run FROM products) p
        GROUP BY run ORDER BY run`,
      values: [size],
      prepared: true,
    };
    return this.sql.rows<ProductRange>(statement);
  }

  /** Products with `firstId` ≤ id ≤ `lastId`, `batchSize` rows per query. */
  async *products(range: { firstId: number; lastId: number }, batchSize: number): AsyncGenerator<SitemapProductRow[]> {
    let after = range.firstId - 1;
    for (;;) {
      const rows = await this.sql.rows<SitemapProductRow>({
        text: `SELECT id, title, updated_at AS "updatedAt" FROM products
               WHERE id > $1 AND id <= $2 ORDER BY id LIMIT $3`,
        values: [after, range.lastId, batchSize],
        prepared: true,
      });
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batchSize) return;
      after = rows[rows.length - 1].id;
    }
  }

  async pages(): Promise<SitemapPageRows> {
    const [categories, subSubcategories, brands, models, [newest]] = await Promise.all([
      this.sql.rows<SitemapPageRows['categories'][number]>({
        text: `SELECT id, name, updated_at AS "updatedAt" FROM categories ORDER BY id`,
        values: [],
      }),
      this.sql.rows<SitemapPageRows['subSubcategories'][number]>({
        text: `SELECT id, category_id AS "categoryId", updated_at AS "updatedAt" FROM sub_subcategories ORDER BY id`,
        values: [],
      }),
      this.sql.rows<SitemapPageRows['brands'][number]>({
        text: `SELECT id, name, updated_at AS "updatedAt" FROM brands ORDER BY id`,
        values: [],
      }),
      this.sql.rows<SitemapPageRows['models'][number]>({
        text: `SELECT m.id, m.name, b.id AS "brandId", b.name AS "brandName", m.updated_at AS "updatedAt"
               FROM vehicle_models m JOIN brands b ON b.id = m.brand_id
               WHERE EXISTS (SELECT 1 FROM compatibilities c WHERE c.model_id = m.id) ORDER BY m.id`,
        values: [],
      }),
      this.sql.rows<{ modified: Date | null }>({
        text: `SELECT max(updated_at) AS modified FROM products`,
        values: [],
      }),
    ]);
    return { categories, subSubcategories, brands, models, productsModified: newest?.modified ?? null };
  }
}
