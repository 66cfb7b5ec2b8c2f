import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import { ordersCreated } from '../../core/metrics/shop-metrics';
import { AuditActor, AuditEntityType, AuditEntryResponse, AuditKind, AuditService, diffFields } from '../audit';
import type { SessionUser } from '../../core/auth/session-user';
import { CartLineDto, mergeLines, StockService } from '../cart-stock';
import { PICKUP_REGION, ShippingService } from '../shipping';
import { OrderPaymentAttempts } from './order-payment-attempts';
import { PaymentMethodsService } from './payment-methods.service';
import { SettingsService } from '../settings';
import { DeliveryMethod } from './delivery-method.enum';
import type { AdminOrdersQuery } from './dto/admin-orders.query';
import type { CreateOrderDto } from './dto/create-order.dto';
import { OrderItem } from './order-item.entity';
import {
  AdminOrderResponse,
  CustomerOrderResponse,
  toAdminOrderResponse,
  toCustomerOrderResponse,
} from './order.responses';
import { Order } from './order.entity';
import { OrderEmails } from './order-emails.service';
import { OrderIdempotencyService } from './order-idempotency.service';
import { OrderStatus } from './order-status.enum';
import {
  BANK_TRANSFER_METHOD_CODE,
  GUEST_MAX_LINE_QUANTITY,
  GUEST_MAX_ORDER_LINES,
  CANCELLATION_REASONS,
  MAX_ORDER_TOTAL,
  PAYMENT_WINDOWS_MS,
} from './orders.constants';
import { ORDER_SUCCESS_MESSAGES, OrderError, OrderErrorCode } from './orders.errors';
import { escapeLike, returnedRows } from '../../core/database/sql';

type LoadedOrder = Order & { items: OrderItem[] };

/** What an admin may write with a status change (UpdateOrderStatusDto); null clears, undefined keeps. */
export interface StatusNotes {
  courier?: string | null;
  trackingNumber?: string | null;
  cancellationReason?: string | null;
}

const pickNotes = (order: Order) => ({
  courier: order.courier,
  trackingNumber: order.trackingNumber,
  cancellationReason: order.cancellationReason,
});

const ORDER_RELATIONS = { items: true, paymentMethod: true, region: true } as const;

/** Merged lines beyond what one order without an account may hold. */
const exceedsGuestLimits = (lines: CartLineDto[]) =>
  lines.length > GUEST_MAX_ORDER_LINES || lines.some((line) => line.quantity > GUEST_MAX_LINE_QUANTITY);

/**
 * Orders: placing them (prices and shipping from the database, stock taken in the same transaction),
 * the customer's and the guest's views, the admin list and status changes. Stock returns to the
 * shelves exactly once per cancellation (orders.stock_released_at guard).
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly shipping: ShippingService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly paymentAttempts: OrderPaymentAttempts,
    private readonly idempotency: OrderIdempotencyService,
    private readonly audit: AuditService,
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
    const orderId = await this.dataSource.transaction(async (manager) => {
      if (claim) {
        const placed = await this.idempotency.claim(manager, claim);
        if (placed !== null) return placed;
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
      await this.emails.placed(manager, order.id, shopEmail);
      created = true;
      return order.id;
    });

    // Counted once committed; a replayed Idempotency-Key places nothing new.
    if (created) ordersCreated.inc({ payment_method: method.code, delivery: pickup ? 'pickup' : 'delivery' });
    return this.placedResponse(orderId);
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

  async listForAdmin(query: AdminOrdersQuery) {
    const qb = this.orders.createQueryBuilder('o');
    if (query.status !== 'all') qb.andWhere('o.status = :status', { status: query.status });
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      const number = /^#?\d{1,9}$/.test(query.search) ? Number(query.search.replace('#', '')) : null;
      qb.andWhere(
        new Brackets((where) => {
          where.where('o.customer_email ILIKE :pattern', { pattern }).orWhere('o.customer_name ILIKE :pattern');
          if (number !== null) where.orWhere('o.id = :number', { number });
        }),
      );
    }
    const [page, totalOrders] = await qb
      .select('o.id')
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getManyAndCount();
    const ids = page.map((row) => row.id);
    const rows = ids.length
      ? ((await this.orders.find({ where: { id: In(ids) }, relations: ORDER_RELATIONS })) as LoadedOrder[])
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const totalPages = Math.ceil(totalOrders / query.limit);
    return {
      success: true as const,
      message: totalOrders === 0 ? 'No hay pedidos' : 'Pedidos obtenidos',
      orders: ids.map((id) => toAdminOrderResponse(byId.get(id)!)),
      pagination: {
        currentPage: query.page,
        totalPages,
        totalOrders,
        ordersPerPage: query.limit,
        hasNextPage: query.page < totalPages,
        hasPrevPage: query.page > 1,
      },
    };
  }

  /**
   * Any status from any other. CANCELADO gives the units back (once, however often it is set).
   * Leaving CANCELADO takes them again with the same conditional update as a new order, or
   * answers 409 when they are no longer there, so a re-opened order never oversells. An order an
   * admin has set a status on is theirs: its payment window ends (the unpaid sweep leaves it alone).
   * A real change is written to the audit log in the same transaction (a refused re-opening leaves none).
   * ENVIADO keeps the courier and tracking number given (an omitted one stays as it was), CANCELADO
   * the reason; the buyer's e-mail about the new status is written to the outbox in the same
   * transaction (PENDIENTE → PROCESANDO of a bank-transfer order is the transfer confirmed: 'order-paid').
   */
  async setStatus(
    id: number,
    status: OrderStatus,
    actor: AuditActor,
    notes: StatusNotes = {},
  ): Promise<{ success: true; message: string; order: AdminOrderResponse }> {
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(Order).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new OrderError(OrderErrorCode.NotFound);
      if (status === OrderStatus.CANCELADO) {
        await this.releaseStock(manager, id);
      } else if (order.stockReleasedAt) {
        await this.retakeStock(manager, id);
      }
      const text = {
        courier: status === OrderStatus.ENVIADO && notes.courier !== undefined ? notes.courier : order.courier,
        trackingNumber:
          status === OrderStatus.ENVIADO && notes.trackingNumber !== undefined
            ? notes.trackingNumber
            : order.trackingNumber,
        // A new cancellation has the reason given now (or none); an older reason never carries over.
        cancellationReason:
          status !== OrderStatus.CANCELADO
            ? order.cancellationReason
            : notes.cancellationReason !== undefined
              ? notes.cancellationReason
              : order.status === OrderStatus.CANCELADO
                ? order.cancellationReason
                : null,
      };
      await manager.getRepository(Order).update({ id }, { status, paymentDueAt: null, ...text });
      const changes = diffFields({ status: order.status, ...pickNotes(order) }, { status, ...text }, [
        'status',
        'courier',
        'trackingNumber',
        'cancellationReason',
      ]);
      if (Object.keys(changes).length > 0) {
        await this.audit.record(manager, actor, {
          kind: AuditKind.ORDER_STATUS_CHANGED,
          entityType: AuditEntityType.ORDER,
          entityId: id,
          changes,
        });
      }
      if (order.status !== status) {
        const transferConfirmed =
          order.status === OrderStatus.PENDIENTE &&
          status === OrderStatus.PROCESANDO &&
          (await this.emails.isBankTransfer(manager, id));
        if (transferConfirmed) await this.emails.paid(manager, id);
        else await this.emails.statusChanged(manager, id, status);
      }
    });
    return {
      success: true,
      message: ORDER_SUCCESS_MESSAGES.statusUpdated,
      order: toAdminOrderResponse(await this.findLoaded(id)),
    };
  }

  /** The order's audit entries, newest first (404 for an unknown order). */
  async history(id: number): Promise<{ success: true; history: AuditEntryResponse[] }> {
    if (!(await this.orders.existsBy({ id }))) throw new OrderError(OrderErrorCode.NotFound);
    return { success: true, history: await this.audit.history(AuditEntityType.ORDER, id) };
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
    await this.releaseStock(manager, id);
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

  /** Sets stock_released_at and returns the units in the same transaction, only if not done before. */
  private async releaseStock(manager: EntityManager, id: number): Promise<boolean> {
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

  private async retakeStock(manager: EntityManager, id: number): Promise<void> {
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

  private async findLoaded(id: number): Promise<LoadedOrder> {
    const order = await this.orders.findOne({ where: { id }, relations: ORDER_RELATIONS });
    if (!order) throw new OrderError(OrderErrorCode.NotFound);
    return order as LoadedOrder;
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
