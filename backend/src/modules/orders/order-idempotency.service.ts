import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../core/auth/session-user';
import type { CartLineDto } from '../cart-stock';
import type { CreateOrderDto } from './dto/create-order.dto';
import { ORDER_IDEMPOTENCY_TTL_MS } from './orders.constants';
import { OrderError, OrderErrorCode } from './orders.errors';
import { returnedRows } from '../../core/database/sql';

/** One Idempotency-Key of one caller, with the fingerprint of what it asked for. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

const PURGE_BATCH = 1000;

/**
 * Idempotency-Key of POST /orders. A key belongs to its caller (the account, or the guest's
 * e-mail): someone who guesses another buyer's key only reaches their own orders. The key row is
 * inserted first in the order's transaction, so the primary key (scope, key) serialises duplicates:
 * a concurrent one waits for the first transaction and then answers its order; if the first fails
 * (no stock), its row goes with it and the retry places the order.
 */
@Injectable()
export class OrderIdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  claimFor(
    key: string | undefined,
    dto: CreateOrderDto,
    lines: CartLineDto[],
    user?: SessionUser,
  ): IdempotencyClaim | null {
    if (key === undefined) return null;
    const scope = user ? `user:${user.id}` : `guest:${(dto.guestInfo?.email ?? '').trim().toLowerCase()}`;
    // Lines merged and sorted: the same order listed in another line order is the same request.
    const fingerprint = JSON.stringify({
      items: lines.map((line) => [line.productId, line.quantity]),
      shippingAddress: dto.shippingAddress ?? null,
      paymentMethodId: dto.paymentMethodId,
      region: dto.region,
      guest: dto.guestInfo
        ? [dto.guestInfo.email.trim().toLowerCase(), dto.guestInfo.name, dto.guestInfo.phone ?? null]
        : null,
    });
    return { scope, key, requestHash: createHash('sha256').update(fingerprint).digest('hex') };
  }

  /**
   * The order a committed request with this key placed within the TTL, or null. The same key with
   * another request is a 422.
   */
  async findOrder(claim: IdempotencyClaim, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const [row] = await manager.query<Array<{ request_hash: string; order_id: number | null }>>(
      `SELECT request_hash, order_id FROM order_idempotency_keys
        WHERE scope = $1 AND key = $2 AND created_at >= now() - $3 * interval '1 millisecond'`,
      [claim.scope, claim.key, ORDER_IDEMPOTENCY_TTL_MS],
    );
    if (!row || row.order_id === null) return null;
    if (row.request_hash !== claim.requestHash) throw new OrderError(OrderErrorCode.IdempotencyKeyReused);
    return row.order_id;
  }

  /**
   * First statement of the order's transaction: takes the key for this transaction (waiting while a
   * concurrent request holds it). Null when taken here; otherwise the id of the order placed under it.
   */
  async claim(manager: EntityManager, claim: IdempotencyClaim): Promise<number | null> {
    // An expired key gives way to the new request.
    await manager.query(
      `DELETE FROM order_idempotency_keys
        WHERE scope = $1 AND key = $2 AND created_at < now() - $3 * interval '1 millisecond'`,
      [claim.scope, claim.key, ORDER_IDEMPOTENCY_TTL_MS],
    );
    const inserted = returnedRows(
      await manager.query(
        `INSERT INTO order_idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [claim.scope, claim.key, claim.requestHash],
      ),
    );
    if (inserted.length > 0) return null;
    // Another transaction committed the key: a new statement sees its row.
    const orderId = await this.findOrder(claim, manager);
    if (orderId === null) throw new OrderError(OrderErrorCode.IdempotencyKeyInProgress);
    return orderId;
  }

  async attach(manager: EntityManager, claim: IdempotencyClaim, orderId: number): Promise<void> {
    await manager.query(`UPDATE order_idempotency_keys SET order_id = $3 WHERE scope = $1 AND key = $2`, [
      claim.scope,
      claim.key,
      orderId,
    ]);
  }

  /** Deletes the keys past the TTL, in batches; returns how many. */
  async purgeExpired(): Promise<number> {
    let purged = 0;
    for (;;) {
      const deleted = returnedRows(
        await this.dataSource.query(
          `DELETE FROM order_idempotency_keys
            WHERE (scope, key) IN (SELECT scope, key FROM order_idempotency_keys
                                    WHERE created_at < now() - $1 * interval '1 millisecond' LIMIT $2)
           RETURNING key`,
          [ORDER_IDEMPOTENCY_TTL_MS, PURGE_BATCH],
        ),
      ).length;
      purged += deleted;
      if (deleted < PURGE_BATCH) return purged;
    }
  }
}
