import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { Product } from '../catalog';
import { CLP_BIGINT } from '../../core/database/clp-bigint.transformer';
import { Order } from './order.entity';

/** A line of an order, with the product's title, SKU and prices copied at purchase time. */
@Entity({ name: 'order_items' })
@Check('ck_order_items_quantity', '"quantity" > 0')
@Check('ck_order_items_amounts', '"unit_price" >= 0 AND "line_total" = "unit_price" * "quantity"')
@Check('ck_order_items_list_unit_price', '"list_unit_price" IS NULL OR "list_unit_price" > "unit_price"')
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

  @ManyToOne('Product', { onDelete: 'SET NULL' })
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

  /** CLP charged per unit: the sale price when the product was on sale. */
  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  unitPrice: number;

  /** The unit list price when the line was charged less (on sale), else null. */
  @Column({ type: 'bigint', nullable: true, transformer: CLP_BIGINT })
  listUnitPrice: number | null;

  @Column({ type: 'bigint', transformer: CLP_BIGINT })
  lineTotal: number;
}
