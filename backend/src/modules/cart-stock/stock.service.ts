import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { ParcelSize } from '../catalog/parcel-size.enum';
import { salePricing } from '../catalog/sale-price';
import type { CartLineDto } from '../checkout/dto/cart-line.dto';
import type { CheckStockDto } from './dto/check-stock.dto';
import { returnedRows } from '../../core/database/sql';

export interface StockLineResponse {
  productId: number;
  title: string | null;
  stock: number;
  requested: number;
  exists: boolean;
  /** The unit price charged today (the sale price while on sale); null when the product does not exist. */
  price: number | null;
  /** The unit list price while on sale (shown struck through), else null. */
  listPrice: number | null;
}

/** A product row locked for an order, with what the order copies from it. */
export interface LockedProduct {
  id: number;
  title: string;
  sku: string;
  /** The unit price charged: the sale price while on sale. */
  price: number;
  /** The unit list price while on sale, else null. */
  listPrice: number | null;
  stock: number;
  parcelSize: ParcelSize;
  imageUrl: string | null;
}

export interface StockShortage {
  productId: number;
  title: string;
  requested: number;
  available: number;
}

/**
 * Stock reads for the cart and the stock moves of orders. Moves run inside the caller's transaction
 * (they take its EntityManager), lock product rows in id order so concurrent multi-item orders
 * cannot deadlock, and change stock only by conditional UPDATEs checked by their affected rows.
 */
@Injectable()
export class StockService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async check(dto: CheckStockDto): Promise<{ success: true; data: StockLineResponse[] }> {
    const ids = [...new Set(dto.items.map((item) => item.productId))];
    const rows = ids.length
      ? await this.products.find({
          where: { id: In(ids) },
          select: { id: true, title: true, stock: true, price: true, salePrice: true },
        })
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      success: true,
      data: dto.items.map((item) => {
        const product = byId.get(item.productId);
        const pricing = product ? salePricing(product.price, product.salePrice) : null;
        return {
          productId: item.productId,
          title: product?.title ?? null,
          stock: product?.stock ?? 0,
          requested: item.quantity,
          exists: product !== undefined,
          price: pricing?.charged ?? null,
          listPrice: pricing?.listPrice ?? null,
        };
      }),
    };
  }

  /**
   * Shortages seen WITHOUT locking. Only a fast path: when stock is already gone, buyers get their
   * 409 at once instead of queueing for the row lock. The locked `take` stays the only guarantee.
   */
  async shortagesBeforeLocking(lines: CartLineDto[]): Promise<StockShortage[]> {
    const rows = await this.products.find({
      where: { id: In(lines.map((line) => line.productId)) },
      select: { id: true, title: true, stock: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return lines.flatMap((line) => {
      const product = byId.get(line.productId);
      return product && product.stock < line.quantity
        ? [{ productId: product.id, title: product.title, requested: line.quantity, available: product.stock }]
        : [];
    });
  }

  /**
   * SELECT … ORDER BY id FOR UPDATE: the products of `ids` that exist, locked until the transaction
   * ends, with the price they are charged now (the lock holds it until the order is written).
   */
  async lock(manager: EntityManager, ids: number[]): Promise<LockedProduct[]> {
    const rows = await manager.query<
      Array<{
        id: number;
        title: string;
        sku: string;
        price: number;
        sale_price: number | null;
        stock: number;
        parcel_size: ParcelSize;
        image: string | null;
      }>
    >(
      `SELECT id, title, sku, price, sale_price, stock, parcel_size, images[1] AS image
         FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return rows.map((row) => {
      const pricing = salePricing(row.price, row.sale_price);
      return {
        id: row.id,
        title: row.title,
        sku: row.sku,
        price: pricing.charged,
        listPrice: pricing.listPrice,
        stock: row.stock,
        parcelSize: row.parcel_size,
        imageUrl: row.image,
      };
    });
  }

  /**
   * Takes the units of merged lines (one per product) from locked products. Returns the shortages
   * (nothing taken) or an empty list (everything taken).
   */
  async take(manager: EntityManager, lines: CartLineDto[], locked: LockedProduct[]): Promise<StockShortage[]> {
    const byId = new Map(locked.map((product) => [product.id, product]));
    const shortages: StockShortage[] = [];
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (product && product.stock < line.quantity) {
        shortages.push({
          productId: product.id,
          title: product.title,
          requested: line.quantity,
          available: product.stock,
        });
      }
    }
    if (shortages.length > 0) return shortages;
    const updated = returnedRows<{ id: number }>(
      await manager.query(
        `UPDATE products p SET stock = p.stock - v.quantity
           FROM unnest($1::int[], $2::int[]) AS v(id, quantity)
          WHERE p.id = v.id AND p.stock >= v.quantity
          RETURNING p.id`,
        [lines.map((line) => line.productId), lines.map((line) => line.quantity)],
      ),
    );
    // Cannot happen while the rows are locked; if it ever does, the caller's transaction must not commit.
    if (updated.length !== lines.length) throw new Error('Stock changed under a row lock');
    return [];
  }

  /** Gives back the units of an order's lines (products deleted since are skipped). */
  async giveBack(manager: EntityManager, orderId: number): Promise<void> {
    await manager.query(
      `UPDATE products p SET stock = p.stock + s.quantity
         FROM (SELECT product_id, SUM(quantity)::int AS quantity FROM order_items
                WHERE order_id = $1 AND product_id IS NOT NULL GROUP BY product_id ORDER BY product_id) s
        WHERE p.id = s.product_id`,
      [orderId],
    );
  }
}
