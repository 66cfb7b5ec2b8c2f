import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../core/database/sql';
import { mergeLines, StockService } from '../cart-stock';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrderError, OrderErrorCode } from './orders.errors';

/**
 * An order's units going back to the shelves and, when it is re-opened, taken again, inside the
 * caller's transaction: exactly once per cancellation (orders.stock_released_at guard).
 */
@Injectable()
export class OrderStockService {
  constructor(private readonly stock: StockService) {}

  /** Sets stock_released_at and returns the units in the same transaction, only if not done before. */
  async release(manager: EntityManager, id: number): Promise<boolean> {
    const released = returnedRows(
      await manager.query(
        `UPDATE orders SET stock_released_at = now() WHERE id = $1 AND stock_released_at IS NULL RETURNING id`,
        [id],
      ),
    );
    if (released.length === 0) return false;
    const lines = await this.itemLines(manager, id);
    if (lines.length > 0) {
      await this.stock.lock(
        manager,
        lines.map((line) => line.productId),
      );
      await this.stock.giveBack(manager, lines);
    }
    return true;
  }

  /**
   * Takes a cancelled order's units again (a re-opened order) with the same conditional update as a
   * new order, or refuses with 409 when they are no longer there; clears stock_released_at.
   */
  async retake(manager: EntityManager, id: number): Promise<void> {
    const lines = await this.itemLines(manager, id);
    if (lines.length > 0) {
      const products = await this.stock.lock(
        manager,
        lines.map((line) => line.productId),
      );
      const present = new Set(products.map((product) => product.id));
      const shortages = await this.stock.take(
        manager,
        lines.filter((line) => present.has(line.productId)),
        products,
      );
      if (shortages.length > 0) throw new OrderError(OrderErrorCode.ReopenOutOfStock, shortages);
    }
    await manager.getRepository(Order).update({ id }, { stockReleasedAt: null });
  }

  private async itemLines(manager: EntityManager, orderId: number) {
    const items = await manager
      .getRepository(OrderItem)
      .find({ where: { orderId }, select: { productId: true, quantity: true } });
    return mergeLines(
      items
        .filter((item) => item.productId !== null)
        .map((item) => ({ productId: item.productId!, quantity: item.quantity })),
    );
  }
}
