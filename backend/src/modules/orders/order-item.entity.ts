import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { CLP_BIGINT } from './clp-bigint.transformer';
import { Order } from './order.entity';

/** A line of an order, with the product's title, SKU and price copied at purchase time. */
@Entity({ name: 'order_items' })
@Check('ck_order_items_quantity', '"quantity" > 0')
@Check('ck_order_items_amounts', '"unit_price" >= 0 AND "line_total" = "unit_price" * "quantity"')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_order_items_order_id')
  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  /** Null once the product is deleted; the copied fields below keep the line readable. */
  @Index('idx_order_items_product_id')
  @Column({ type: 'integer', nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<Product> | null;

  @Column({ type: 'text' })
  productTitle: string;

  @Column({ type: 'text' })
  productSku: string;

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'integer' })
  quantity: number;

  /** CLP. */
  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  unitPrice: number;

  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  lineTotal: number;
}
