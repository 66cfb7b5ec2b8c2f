import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { MailOutboxService, type OrderEmailOrder, type OrderEmailStatus } from '../mail';
import { DeliveryMethod } from './delivery-method.enum';
import { Order } from './order.entity';
import { type LoadedOrder, loadOrder } from './order.responses';
import { OrderStatus } from './order-status.enum';
import { BANK_TRANSFER_METHOD_CODE } from './orders.constants';

/** Statuses the buyer hears about; PENDIENTE (a re-opened order) is not news to them. */
const ANNOUNCED: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.PROCESANDO,
  OrderStatus.ENVIADO,
  OrderStatus.ENTREGADO,
  OrderStatus.CANCELADO,
]);

/** Storefront pages the e-mails link to (frontend/src/config/paths.ts). */
const PAGES = { accountOrders: '/account/orders', tracking: '/order-tracking', adminOrders: '/admin/orders' } as const;

/**
 * The order e-mails, written to the outbox inside the transaction of the event that causes them
 * (the caller's EntityManager), each with one idempotency key per event: the order as it is in that
 * transaction is copied into the e-mail.
 */
@Injectable()
export class OrderEmails {
  constructor(
    private readonly outbox: MailOutboxService,
    private readonly config: AppConfigService,
  ) {}

  /**
   * Order placed: to the buyer, and 'new order' to the shop's e-mail (settings, read by the caller
   * before its transaction: the transaction holds the product rows' locks, and waiting inside it for
   * another pool connection deadlocks the pool when every connection waits for those locks).
   */
  async placed(manager: EntityManager, placed: LoadedOrder, shopEmail: string): Promise<void> {
    const order = this.snapshotOf(placed);
    await this.outbox.add(
      manager,
      {
        kind: 'order-received',
        to: order.customerEmail,
        idempotencyKey: `order:${order.id}:received`,
        data: { order },
      },
      {
        kind: 'shop-new-order',
        to: shopEmail,
        idempotencyKey: `order:${order.id}:shop-new-order`,
        data: { order, adminUrl: this.url(PAGES.adminOrders) },
      },
    );
  }

  /** Payment confirmed (Webpay, or an admin marking a bank transfer received). */
  async paid(manager: EntityManager, orderId: number): Promise<void> {
    const order = await this.snapshot(manager, orderId);
    await this.outbox.add(manager, {
      kind: 'order-paid',
      to: order.customerEmail,
      idempotencyKey: `order:${orderId}:paid`,
      data: { order, paidAt: new Date().toISOString() },
    });
  }

  /** The order is now `status` (read with its courier, tracking number and reason from the row). */
  async statusChanged(manager: EntityManager, orderId: number, status: OrderStatus): Promise<void> {
    if (!ANNOUNCED.has(status)) return;
    const row = await this.load(manager, orderId);
    const order = this.snapshotOf(row);
    await this.outbox.add(manager, {
      kind: 'order-status',
      to: order.customerEmail,
      idempotencyKey: `order:${orderId}:status:${status}`,
      data: {
        order,
        status: status as OrderEmailStatus,
        courier: status === OrderStatus.ENVIADO ? row.courier : null,
        trackingNumber: status === OrderStatus.ENVIADO ? row.trackingNumber : null,
        cancellationReason: status === OrderStatus.CANCELADO ? row.cancellationReason : null,
      },
    });
  }

  /** True for an order paid by bank transfer (an admin's PENDIENTE → PROCESANDO confirms the transfer). */
  async isBankTransfer(manager: EntityManager, orderId: number): Promise<boolean> {
    const order = await manager
      .getRepository(Order)
      .findOne({ where: { id: orderId }, relations: { paymentMethod: true } });
    return order?.paymentMethod?.code === BANK_TRANSFER_METHOD_CODE;
  }

  private async load(manager: EntityManager, orderId: number): Promise<LoadedOrder> {
    const order = await loadOrder(manager, orderId);
    if (!order) throw new Error(`El pedido ${orderId} no existe`);
    return order;
  }

  private async snapshot(manager: EntityManager, orderId: number): Promise<OrderEmailOrder> {
    return this.snapshotOf(await this.load(manager, orderId));
  }

  /** The order as the e-mail shows it, its lines in the order they were placed. */
  private snapshotOf(order: LoadedOrder): OrderEmailOrder {
    const items = [...order.items].sort((a, b) => a.id - b.id);
    const bankTransfer = order.paymentMethod.code === BANK_TRANSFER_METHOD_CODE;
    return {
      id: order.id,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      items: items.map((item) => ({
        title: item.productTitle,
        sku: item.productSku,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        lineTotal: item.lineTotal,
      })),
      subtotal: order.subtotal,
      shippingCost: order.shippingCost,
      total: order.total,
      delivery: order.deliveryMethod === DeliveryMethod.PICKUP ? 'PICKUP' : 'DELIVERY',
      shippingAddress: order.deliveryMethod === DeliveryMethod.PICKUP ? null : order.shippingAddress,
      regionName: order.region?.name ?? null,
      paymentMethodName: order.paymentMethod.name,
      paymentDueAt:
        bankTransfer && order.status === OrderStatus.PENDIENTE && order.paymentDueAt
          ? order.paymentDueAt.toISOString()
          : null,
      bankTransfer,
      createdAt: order.createdAt.toISOString(),
      // A guest's link opens tracking with the order number filled in (never the e-mail: no personal data in URLs).
      orderUrl: this.url(order.userId === null ? `${PAGES.tracking}?pedido=${order.id}` : PAGES.accountOrders),
    };
  }

  private url(path: string): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}${path}`;
  }
}
