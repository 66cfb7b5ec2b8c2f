import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { CLP_BIGINT } from '../../core/database/clp-bigint.transformer';
import type { Order } from '../orders';
import { PaymentStatus } from './payment-status.enum';

/** One payment attempt (Webpay Plus transaction) for an order; an order may have several attempts. */
@Entity({ name: 'payment_transactions' })
@Check('ck_payment_transactions_amount', '"amount" >= 0')
// The periodic job releasing abandoned holds scans INITIALIZED attempts by expiry.
@Index('idx_payment_transactions_pending_expiry', ['expiresAt'], { where: `"status" = 'INITIALIZED'` })
export class PaymentTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_payment_transactions_order_id')
  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne('Order', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  @Column({ type: 'varchar', length: 32, default: 'webpay' })
  provider: string;

  /** Provider token (Webpay token_ws); null until the provider returns one. */
  @Column({ type: 'text', nullable: true, unique: true })
  token: string | null;

  @Index('idx_payment_transactions_buy_order')
  @Column({ type: 'text' })
  buyOrder: string;

  @Column({ type: 'text' })
  sessionId: string;

  /** CLP (bigint like the order's total). */
  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  amount: number;

  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.INITIALIZED })
  status: PaymentStatus;

  @Column({ type: 'text', nullable: true })
  authorizationCode: string | null;

  @Column({ type: 'text', nullable: true })
  cardLastDigits: string | null;

  @Column({ type: 'smallint', nullable: true })
  installmentsNumber: number | null;

  @Column({ type: 'text', nullable: true })
  paymentTypeCode: string | null;

  @Column({ type: 'integer', nullable: true })
  responseCode: number | null;

  /** Provider responses as received, for audits. */
  @Column({ type: 'jsonb', nullable: true })
  raw: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  committedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
