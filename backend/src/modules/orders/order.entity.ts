import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import type { User } from '../auth';
import { ParcelSize } from '../../core/domain/parcel-size.enum';
import type { Region } from '../settings';
import { CLP_BIGINT } from '../../core/database/clp-bigint.transformer';
import { DeliveryMethod } from './delivery-method.enum';
import { OrderItem } from './order-item.entity';
import { OrderStatus } from './order-status.enum';
import { PaymentMethod } from './payment-method.entity';
import { ORDER_TEXT_LIMITS } from './order-text.limits';

/**
 * The id is the order number customers see. Guests have no userId. Pickup orders have no region
 * (regionCode null; the wire's RETIRO_EN_TIENDA); delivery orders must have one.
 */
@Entity({ name: 'orders' })
@Check('ck_orders_amounts', '"subtotal" >= 0 AND "shipping_cost" >= 0 AND "total" = "subtotal" + "shipping_cost"')
@Check('ck_orders_delivery_region', `"delivery_method" = 'PICKUP' OR "region_code" IS NOT NULL`)
// Guest lookup by email: lower(customer_email), migration only.
@Index('idx_orders_customer_email_lower', { synchronize: false })
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_orders_user_id')
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  @Column({ type: 'text' })
  customerEmail: string;

  @Column({ type: 'text' })
  customerName: string;

  @Column({ type: 'text', nullable: true })
  customerPhone: string | null;

  @Index('idx_orders_status')
  @Column({ type: 'enum', enum: OrderStatus, enumName: 'order_status', default: OrderStatus.PENDIENTE })
  status: OrderStatus;

  @Column({ type: 'enum', enum: DeliveryMethod, enumName: 'delivery_method', default: DeliveryMethod.DELIVERY })
  deliveryMethod: DeliveryMethod;

  /** The address as one text, as the checkout sends it. */
  @Column({ type: 'text', nullable: true })
  shippingAddress: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  regionCode: string | null;

  @ManyToOne('Region', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'region_code' })
  region: Relation<Region> | null;

  @Column({ type: 'integer' })
  paymentMethodId: number;

  @ManyToOne(() => PaymentMethod, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_method_id' })
  paymentMethod: Relation<PaymentMethod>;

  /** CLP (bigint, read as numbers); total = subtotal + shippingCost (checked). */
  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  subtotal: number;

  @Column({ type: 'bigint', default: 0, transformer: CLP_BIGINT })
  shippingCost: number;

  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  total: number;

  @Column({ type: 'enum', enum: ParcelSize, enumName: 'parcel_size', nullable: true })
  maxParcelSize: ParcelSize | null;

  /** Set in the same UPDATE that returns the stock (WHERE stock_released_at IS NULL), so it happens once. */
  @Column({ type: 'timestamptz', nullable: true })
  stockReleasedAt: Date | null;

  /**
   * Set when the card provider took money for this order after it stopped expecting a payment (the
   * shop cancelled it meanwhile): staff must refund it. The attempt stays AUTHORIZED as the record.
   */
  @Column({ type: 'timestamptz', nullable: true })
  refundRequiredAt: Date | null;

  /** Why, one line per charge to give back (attempt, amount, authorisation code, order status then). */
  @Column({ type: 'text', nullable: true })
  refundReason: string | null;

  /**
   * When an unpaid order gives its units back (creation + its payment method's window); the
   * maintenance job cancels PENDIENTE orders past it. Null: never (an admin set the status).
   */
  @Index('idx_orders_payment_due_at', { where: `"status" = 'PENDIENTE'` })
  @Column({ type: 'timestamptz', nullable: true })
  paymentDueAt: Date | null;

  /** Who carries a shipped order and its tracking number (the admin enters them with ENVIADO); told to the buyer. */
  @Column({ type: 'varchar', length: ORDER_TEXT_LIMITS.courier, nullable: true })
  courier: string | null;

  @Column({ type: 'varchar', length: ORDER_TEXT_LIMITS.trackingNumber, nullable: true })
  trackingNumber: string | null;

  /** Why the order was cancelled (the admin's words, or the unpaid sweep's), told to the buyer. */
  @Column({ type: 'varchar', length: ORDER_TEXT_LIMITS.cancellationReason, nullable: true })
  cancellationReason: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items: Relation<OrderItem>[];

  @Index('idx_orders_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
