import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ordersCreated } from '../../core/metrics/shop-metrics';
import type { SessionUser } from '../../core/auth/session-user';
import { CartLineDto, mergeLines, StockService } from '../cart-stock';
import { PICKUP_REGION, ShippingService } from '../shipping';
import { OrderPaymentAttempts } from './order-payment-attempts';
import { PaymentMethodsService } from './payment-methods.service';
import { SettingsService } from '../settings';
import { DeliveryMethod } from './delivery-method.enum';
import type { CreateOrderDto } from './dto/create-order.dto';
import { OrderItem } from './order-item.entity';
import {
  CustomerOrderResponse,
  type LoadedOrder,
  loadOrder,
  ORDER_RELATIONS,
  toCustomerOrderResponse,
} from './order.responses';
import { Order } from './order.entity';
import { OrderEmails } from './order-emails.service';
import { OrderIdempotencyService } from './order-idempotency.service';
import { OrderStockService } from './order-stock.service';
import { OrderStatus } from './order-status.enum';
import {
  BANK_TRANSFER_METHOD_CODE,
  GUEST_MAX_LINE_QUANTITY,
  GUEST_MAX_ORDER_LINES,
  CANCELLATION_REASONS,
  MAX_ORDER_TOTAL,
  PAYMENT_WINDOWS_MS,
} from './orders.constants';
import { OrderError, OrderErrorCode } from './orders.errors';

/** Merged lines beyond what one order without an account may hold. */
const exceedsGuestLimits = (lines: CartLineDto[]) =>
  lines.length > GUEST_MAX_ORDER_LINES || lines.some((line) => line.quantity > GUEST_MAX_LINE_QUANTITY);

/**
 * Orders: placing them (prices and shipping from the database, stock taken in the same transaction),
 * the customer's and the guest's views, and what payments do to an order inside their transactions.
 * The admin's list and status changes are AdminOrdersService's.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly orderStock: OrderStockService,
    private readonly shipping: ShippingService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly paymentAttempts: OrderPaymentAttempts,
    private readonly idempotency: OrderIdempotencyService,
    private readonly settings: SettingsService,
    private readonly emails: OrderEmails,
  ) {}

  paymentMethodList() {
    return this.paymentMethods.list();
  }

  /**
   * Places an order. With an Idempotency-Key, a repeated request (a double click, a retry after a
   * lost answer) gets the order the first one placed instead of a second order.
   */
  async create(
    dto: CreateOrderDto,
    user?: SessionUser,
    idempotencyKey?: string,
  ): Promise<{ success: true; order: CustomerOrderResponse }> {
    const guest = dto.guestInfo;
    if (!user && (!guest?.email || !guest.name)) throw new OrderError(OrderErrorCode.ShippingInfoRequired);
    const pickup = dto.region === PICKUP_REGION;
    if (!pickup && !dto.shippingAddress) throw new OrderError(OrderErrorCode.ShippingInfoRequired);
    const lines = mergeLines(dto.items);
    if (!user && exceedsGuestLimits(lines)) throw new OrderError(OrderErrorCode.GuestOrderTooLarge);
    const claim = this.idempotency.claimFor(idempotencyKey, dto, lines, user);
    // A retry answers the order already placed, whatever happened to the stock since.
    const earlier = claim && (await this.idempotency.findOrder(claim));
    if (earlier) return this.placedResponse(earlier);
    const method = await this.paymentMethods.findActive(dto.paymentMethodId);
    if (!method) throw new OrderError(OrderErrorCode.PaymentInfoRequired);
    const visibleShortages = await this.stock.shortagesBeforeLocking(lines);
    if (visibleShortages.length > 0) {
      // The first request with this key may have taken the last units a moment ago.
      const placed = claim && (await this.idempotency.findOrder(claim));
      if (placed) return this.placedResponse(placed);
      throw new OrderError(OrderErrorCode.InsufficientStock, visibleShortages);
    }
    const paymentWindow =
      method.code === BANK_TRANSFER_METHOD_CODE
        ? await this.settings.bankTransferWindowMs()
        : PAYMENT_WINDOWS_MS[method.code];

    // Read now: nothing inside the transaction below may wait for another pool connection.
    const shopEmail = (await this.settings.forStorefront()).contact.email;
    let created = false;
    // The order as placed, read once inside the transaction for its e-mails and the answer; the id alone when an
    // Idempotency-Key finds an earlier order.
    const placed = await this.dataSource.transaction(async (manager): Promise<LoadedOrder | number> => {
      if (claim) {
        const earlierId = await this.idempotency.claim(manager, claim);
        if (earlierId !== null) return earlierId;
      }
      const products = await this.stock.lock(
        manager,
        lines.map((line) => line.productId),
      );
      if (products.length !== lines.length) throw new OrderError(OrderErrorCode.ProductNotFound);
      const shortages = await this.stock.take(manager, lines, products);
      if (shortages.length > 0) throw new OrderError(OrderErrorCode.InsufficientStock, shortages);

      const byId = new Map(products.map((product) => [product.id, product]));
      const items = lines.map((line) => {
        const product = byId.get(line.productId)!;
        return {
          productId: product.id,
          productTitle: product.title,
          productSku: product.sku,
          imageUrl: product.imageUrl,
          quantity: line.quantity,
          // The price charged now (the sale price while on sale), never one the client sent.
          unitPrice: product.price,
          listUnitPrice: product.listPrice,
          lineTotal: product.price * line.quantity,
        };
      });
      const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
      const quote = await this.shipping.quote(
        manager,
        dto.region,
        products.map((product) => product.parcelSize),
        subtotal,
      );
      if (subtotal + quote.cost > MAX_ORDER_TOTAL) throw new OrderError(OrderErrorCode.TotalTooLarge);
      const order = await manager.getRepository(Order).save(
        manager.getRepository(Order).create({
          userId: user?.id ?? null,
          customerEmail: user ? user.email : guest!.email,
          customerName: user ? user.name : guest!.name,
          customerPhone: guest?.phone ?? null,
          status: OrderStatus.PENDIENTE,
          deliveryMethod: pickup ? DeliveryMethod.PICKUP : DeliveryMethod.DELIVERY,
          shippingAddress: pickup ? (dto.shippingAddress ?? null) : dto.shippingAddress,
          regionCode: quote.regionCode,
          paymentMethodId: method.id,
          subtotal,
          shippingCost: quote.cost,
          total: subtotal + quote.cost,
          maxParcelSize: quote.maxSize,
          paymentDueAt: paymentWindow === undefined ? null : new Date(Date.now() + paymentWindow),
        }),
      );
      await manager.getRepository(OrderItem).insert(items.map((item) => ({ ...item, orderId: order.id })));
      if (claim) await this.idempotency.attach(manager, claim, order.id);
      const loaded = await this.findLoaded(order.id, manager);
      await this.emails.placed(manager, loaded, shopEmail);
      created = true;
      return loaded;
    });

    // Counted once committed; a replayed Idempotency-Key places nothing new.
    if (created) ordersCreated.inc({ payment_method: method.code, delivery: pickup ? 'pickup' : 'delivery' });
    if (typeof placed === 'number') return this.placedResponse(placed);
    return { success: true, order: toCustomerOrderResponse(placed, null) };
  }

  private async placedResponse(id: number): Promise<{ success: true; order: CustomerOrderResponse }> {
    return { success: true, order: toCustomerOrderResponse(await this.findLoaded(id), null) };
  }

  async listMine(user: SessionUser): Promise<{ success: true; orders: CustomerOrderResponse[] }> {
    const rows = (await this.orders.find({
      where: { userId: user.id },
      relations: ORDER_RELATIONS,
      order: { createdAt: 'DESC', id: 'DESC' },
    })) as LoadedOrder[];
    const payments = await this.paymentAttempts.latest(rows.map((row) => row.id));
    return { success: true, orders: rows.map((row) => toCustomerOrderResponse(row, payments.get(row.id) ?? null)) };
  }

  /** One query whatever is wrong (no such order, another email, a malformed id): the same 404. */
  async findForGuest(rawId: string, email: unknown): Promise<{ success: true; order: CustomerOrderResponse }> {
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
    const address = typeof email === 'string' ? email.trim() : '';
    const order = (await this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'items')
      .leftJoinAndSelect('o.paymentMethod', 'paymentMethod')
      .where('o.id = :id AND lower(o.customer_email) = lower(:address)', { id, address })
      .getOne()) as LoadedOrder | null;
    if (!order || address === '') throw new OrderError(OrderErrorCode.NotFound);
    const payments = await this.paymentAttempts.latest([order.id]);
    return { success: true, order: toCustomerOrderResponse(order, payments.get(order.id) ?? null) };
  }

  /**
   * Payment rejected, aborted or expired: cancels the order inside the caller's transaction and
   * returns its stock (once), but only while it is still PENDIENTE (an admin's decision stands).
   */
  async cancelUnpaid(
    manager: EntityManager,
    id: number,
    reason: string = CANCELLATION_REASONS.paymentFailed,
  ): Promise<boolean> {
    const [row] = await manager.query<Array<{ status: OrderStatus }>>(
      `SELECT status FROM orders WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (row?.status !== OrderStatus.PENDIENTE) return false;
    await this.orderStock.release(manager, id);
    await manager.getRepository(Order).update({ id }, { status: OrderStatus.CANCELADO, cancellationReason: reason });
    await this.emails.statusChanged(manager, id, OrderStatus.CANCELADO);
    return true;
  }

  /**
   * PENDIENTE → PROCESANDO once paid, with the buyer's 'payment confirmed' e-mail in the same
   * transaction; any other status (an admin already moved it) is kept.
   */
  async markPaid(manager: EntityManager, id: number): Promise<void> {
    const result = await manager
      .getRepository(Order)
      .update({ id, status: OrderStatus.PENDIENTE }, { status: OrderStatus.PROCESANDO });
    if (result.affected) await this.emails.paid(manager, id);
  }

  /**
   * The order this payer may pay, or null alike for a missing order, another account's order and a
   * wrong e-mail: an account's order only with that account's session; a guest order with the e-mail
   * given at checkout, compared like the tracking lookup (trimmed, any case).
   */
  async findForPayment(id: number, payer: { userId: number | null; email?: string }): Promise<Order | null> {
    const address = payer.email?.trim() ?? '';
    const who: string[] = [];
    if (payer.userId !== null) who.push('o.user_id = :userId');
    // PostgreSQL refuses NUL in text, and such an address matches no order anyway.
    if (address !== '' && !address.includes('\0')) {
      who.push('(o.user_id IS NULL AND lower(o.customer_email) = lower(:address))');
    }
    if (who.length === 0) return null;
    return this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.paymentMethod', 'paymentMethod')
      .where('o.id = :id', { id })
      .andWhere(`(${who.join(' OR ')})`, { userId: payer.userId, address })
      .getOne();
  }

  /** The order with the relations its responses read; 404 when it does not exist. */
  async findLoaded(id: number, manager: EntityManager = this.orders.manager): Promise<LoadedOrder> {
    const order = await loadOrder(manager, id);
    if (!order) throw new OrderError(OrderErrorCode.NotFound);
    return order;
  }

  /**
   * Locks the order row for a payment step and says whether it may still be charged: PENDIENTE with
   * its units held. Payments lock the order before any attempt row, as setStatus locks it before the
   * stock, so an admin's status change and a buyer's return never deadlock. With `skipLocked`, a row
   * busy elsewhere answers null (the expiry job comes back later); a missing order is null too.
   */
  async lockForPayment(
    manager: EntityManager,
    id: number,
    options: { skipLocked?: boolean } = {},
  ): Promise<{ status: OrderStatus; payable: boolean; refundRequired: boolean } | null> {
    const [row] = await manager.query<
      Array<{ status: OrderStatus; stock_released_at: Date | null; refund_required_at: Date | null }>
    >(
      `SELECT status, stock_released_at, refund_required_at FROM orders WHERE id = $1 FOR UPDATE${options.skipLocked ? ' SKIP LOCKED' : ''}`,
      [id],
    );
    if (!row) return null;
    return {
      status: row.status,
      payable: row.status === OrderStatus.PENDIENTE && row.stock_released_at === null,
      refundRequired: row.refund_required_at !== null,
    };
  }

  /**
   * Records a charge staff must give back (the provider took money for an order that no longer
   * expected it), inside the caller's transaction. Each charge adds a line; the first time stands.
   */
  async flagRefund(manager: EntityManager, id: number, reason: string): Promise<void> {
    await manager.query(
      `UPDATE orders
          SET refund_required_at = COALESCE(refund_required_at, now()),
              refund_reason = CASE WHEN refund_reason IS NULL THEN $2 ELSE refund_reason || E'\n' || $2 END
        WHERE id = $1`,
      [id, reason],
    );
  }
}
