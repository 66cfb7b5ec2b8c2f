import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { returnedRows } from '../../core/database/sql';
import { ParcelSize } from '../../core/domain/parcel-size.enum';
import { Product } from './product.entity';
import { salePricing } from './sale-price';

/** What a cart, a shipping quote or an order needs of a product, at today's prices. */
export interface StockedProduct {
  id: number;
  title: string;
  stock: number;
  parcelSize: ParcelSize;
  /** The unit price charged: the sale price while on sale. */
  price: number;
  /** The unit list price while on sale, else null. */
  listPrice: number | null;
}

/** A product row locked for an order, with what the order copies from it. */
export interface LockedProduct extends StockedProduct {
  sku: string;
  imageUrl: string | null;
}

/** Units of one product (lines merged, one per product). */
export interface StockMove {
  productId: number;
  quantity: number;
}

/** The columns a StockedProduct is made of, as read. */
type StockRow = Pick<Product, 'id' | 'title' | 'stock' | 'parcelSize' | 'price' | 'salePrice'>;

/** A product at the price it is charged today (the sale price while on sale). */
function stocked(row: StockRow): StockedProduct {
  const pricing = salePricing(row.price, row.salePrice);
  return {
    id: row.id,
    title: row.title,
    stock: row.stock,
    parcelSize: row.parcelSize,
    price: pricing.charged,
    listPrice: pricing.listPrice,
  };
}

/**
 * The catalogue's stock and prices for carts, quotes and orders. Writes run inside the caller's
 * transaction (they take its EntityManager: payments → orders → stock), on rows the caller locked
 * first with `lock`, in id order, so concurrent multi-item orders cannot deadlock; stock changes
 * only by conditional UPDATEs checked by their affected rows.
 */
@Injectable()
export class ProductStockService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  /**
   * The products of `ids` that exist, read without locking. Plain SQL like `lock`: every cart check, shipping quote
   * and order asks this, and TypeORM's query building and entity mapping cost more CPU than the index lookup.
   */
  async read(ids: number[]): Promise<StockedProduct[]> {
    if (ids.length === 0) return [];
    const rows = await this.products.manager.query<StockRow[]>(
      `SELECT id, title, price, sale_price AS "salePrice", stock, parcel_size AS "parcelSize"
         FROM products WHERE id = ANY($1::int[])`,
      [ids],
    );
    return rows.map((row) => stocked(row));
  }

  /**
   * SELECT … ORDER BY id FOR UPDATE: the products of `ids` that exist, locked until the transaction
   * ends, with the price they are charged now (the lock holds it until the order is written).
   */
  async lock(manager: EntityManager, ids: number[]): Promise<LockedProduct[]> {
    const rows = await manager.query<Array<StockRow & { sku: string; imageUrl: string | null }>>(
      `SELECT id, title, sku, price, sale_price AS "salePrice", stock, parcel_size AS "parcelSize",
              images[1] AS "imageUrl"
         FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return rows.map((row) => ({ ...stocked(row), sku: row.sku, imageUrl: row.imageUrl }));
  }

  /**
   * Takes the units from locked products that hold enough of them (the caller checked). A row that
   * no longer does cannot happen under the lock; if it ever does, this throws so that the caller's
   * transaction does not commit.
   */
  async take(manager: EntityManager, moves: StockMove[]): Promise<void> {
    const updated = returnedRows<{ id: number }>(
      await manager.query(
        `UPDATE products p SET stock = p.stock - v.quantity
           FROM unnest($1::int[], $2::int[]) AS v(id, quantity)
          WHERE p.id = v.id AND p.stock >= v.quantity
          RETURNING p.id`,
        [moves.map((move) => move.productId), moves.map((move) => move.quantity)],
      ),
    );
    if (updated.length !== moves.length) throw new Error('Stock changed under a row lock');
  }

  /** Gives units back to locked products (products deleted since are skipped). */
  async giveBack(manager: EntityManager, moves: StockMove[]): Promise<void> {
    await manager.query(
      `UPDATE products p SET stock = p.stock + v.quantity
         FROM unnest($1::int[], $2::int[]) AS v(id, quantity)
        WHERE p.id = v.id`,
      [moves.map((move) => move.productId), moves.map((move) => move.quantity)],
    );
  }
}
