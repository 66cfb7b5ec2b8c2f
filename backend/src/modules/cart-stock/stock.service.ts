import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type LockedProduct, ProductStockService } from '../catalog';
import type { CartLineDto } from './dto/cart-line.dto';
import type { CheckStockDto } from './dto/check-stock.dto';

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

export interface StockShortage {
  productId: number;
  title: string;
  requested: number;
  available: number;
}

/** The lines asking for more units than their product holds. */
function shortages(lines: CartLineDto[], products: Array<{ id: number; title: string; stock: number }>) {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line): StockShortage[] => {
    const product = byId.get(line.productId);
    return product && product.stock < line.quantity
      ? [{ productId: product.id, title: product.title, requested: line.quantity, available: product.stock }]
      : [];
  });
}

/**
 * Stock checks for the cart and the stock moves of orders, on the catalogue's ProductStockService.
 * Moves run inside the caller's transaction (they take its EntityManager) on rows locked in id
 * order, so concurrent multi-item orders cannot deadlock.
 */
@Injectable()
export class StockService {
  constructor(private readonly products: ProductStockService) {}

  async check(dto: CheckStockDto): Promise<{ success: true; data: StockLineResponse[] }> {
    const rows = await this.products.read([...new Set(dto.items.map((item) => item.productId))]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      success: true,
      data: dto.items.map((item) => {
        const product = byId.get(item.productId);
        return {
          productId: item.productId,
          title: product?.title ?? null,
          stock: product?.stock ?? 0,
          requested: item.quantity,
          exists: product !== undefined,
          price: product?.price ?? null,
          listPrice: product?.listPrice ?? null,
        };
      }),
    };
  }

  /**
   * Shortages seen WITHOUT locking. Only a fast path: when stock is already gone, buyers get their
   * 409 at once instead of queueing for the row lock. The locked `take` stays the only guarantee.
   */
  async shortagesBeforeLocking(lines: CartLineDto[]): Promise<StockShortage[]> {
    return shortages(lines, await this.products.read(lines.map((line) => line.productId)));
  }

  /** The products of `ids` that exist, locked until the transaction ends (ProductStockService.lock). */
  lock(manager: EntityManager, ids: number[]): Promise<LockedProduct[]> {
    return this.products.lock(manager, ids);
  }

  /**
   * Takes the units of merged lines (one per product) from locked products. Returns the shortages
   * (nothing taken) or an empty list (everything taken).
   */
  async take(manager: EntityManager, lines: CartLineDto[], locked: LockedProduct[]): Promise<StockShortage[]> {
    const missing = shortages(lines, locked);
    if (missing.length > 0) return missing;
    await this.products.take(manager, lines);
    return [];
  }

  /** Gives back the units of merged lines to locked products (products deleted since are skipped). */
  giveBack(manager: EntityManager, lines: CartLineDto[]): Promise<void> {
    return this.products.giveBack(manager, lines);
  }
}
