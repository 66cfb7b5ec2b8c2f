import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { escapeLike } from '../../core/database/sql';
import { MAX_DATABASE_ID } from '../../core/validation/database-id.pipe';
import { normalizeCode, normalizeText } from './catalog-normalize';

/** A product as other modules' admin screens name it (reviews): title, SKU and rating. */
export interface ProductSummary {
  id: number;
  title: string;
  sku: string;
  ratingAverage: number;
  ratingCount: number;
}

/** A SQL condition with its named parameters, for a TypeORM query builder's `andWhere`. */
export interface SqlCondition {
  sql: string;
  parameters: Record<string, unknown>;
}

/**
 * `column` (a product id column of another table) names a product whose id is `search` (digits),
 * or whose title or SKU contains it, as the admin product search reads them. The parameters are
 * named product*, so the caller's own must not be.
 */
export function productMatchCondition(column: string, search: string): SqlCondition {
  const text = normalizeText(search);
  const code = normalizeCode(search);
  const id = /^\d{1,10}$/.test(search) ? Number(search) : null;
  const matches = ['p.title_normalized LIKE :productText'];
  const parameters: Record<string, unknown> = { productText: `%${escapeLike(text)}%` };
  if (code) {
    matches.push('p.sku_normalized LIKE :productCode');
    parameters.productCode = `%${escapeLike(code)}%`;
  }
  if (id !== null && id <= MAX_DATABASE_ID) {
    matches.push('p.id = :productId');
    parameters.productId = id;
  }
  return { sql: `${column} IN (SELECT p.id FROM products p WHERE ${matches.join(' OR ')})`, parameters };
}

/** Products' names and ratings for other modules, read by id. */
@Injectable()
export class ProductSummaries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** These products by id; ids that do not exist are left out. */
  async byId(ids: number[]): Promise<Map<number, ProductSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<ProductSummary[]>(
      `SELECT id, title, sku, rating_average::float8 AS "ratingAverage", rating_count AS "ratingCount"
         FROM products WHERE id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
