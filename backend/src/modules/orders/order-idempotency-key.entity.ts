import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Order } from './order.entity';

/**
 * An Idempotency-Key sent with POST /orders, per caller (scope: the account, or a guest's e-mail),
 * kept for ORDER_IDEMPOTENCY_TTL_MS. The primary key makes a second order under one key
 * impossible: the row is inserted first in the order's transaction, so a concurrent duplicate waits
 * for it and then answers the same order.
 */
@Entity({ name: 'order_idempotency_keys' })
export class OrderIdempotencyKey {
  /** 'user:{id}' or 'guest:{lower-case e-mail}'. */
  @PrimaryColumn({ type: 'varchar', length: 300 })
  scope: string;

  @PrimaryColumn({ type: 'varchar', length: 128 })
  key: string;

  /** SHA-256 of the request's order fields: the same key with another order is refused. */
  @Column({ type: 'char', length: 64 })
  requestHash: string;

  /** Set in the transaction that inserts the row, so it is never null once committed. */
  @Index('idx_order_idempotency_keys_order_id')
  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order> | null;

  @Index('idx_order_idempotency_keys_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
