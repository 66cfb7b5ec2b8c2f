import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, In, Repository } from 'typeorm';
import { newestIdsPage } from '../../core/database/newest-first';
import { escapeLike } from '../../core/database/sql';
import {
  type AuditActor,
  AuditEntityType,
  type AuditEntryResponse,
  AuditKind,
  AuditService,
  diffFields,
} from '../audit';
import type { AdminOrdersQuery } from './dto/admin-orders.query';
import { OrderEmails } from './order-emails.service';
import { OrderStatus } from './order-status.enum';
import { OrderStockService } from './order-stock.service';
import { AdminOrderResponse, type LoadedOrder, ORDER_RELATIONS, toAdminOrderResponse } from './order.responses';
import { Order } from './order.entity';
import { ORDER_SUCCESS_MESSAGES, OrderError, OrderErrorCode } from './orders.errors';
import { OrdersService } from './orders.service';
import { pagination } from '../../core/validation/paging';

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

/** The admin's orders: the paged list with its search, status changes and each order's history. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(Order) private readonly repository: Repository<Order>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly orderStock: OrderStockService,
    private readonly audit: AuditService,
    private readonly emails: OrderEmails,
  ) {}

  async list(query: AdminOrdersQuery) {
    const qb = this.repository.createQueryBuilder('o');
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
    const { ids, total: totalOrders } = await newestIdsPage(qb, 'o', query.page, query.limit);
    const rows = ids.length
      ? ((await this.repository.find({ where: { id: In(ids) }, relations: ORDER_RELATIONS })) as LoadedOrder[])
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      success: true as const,
      message: totalOrders === 0 ? 'No hay pedidos' : 'Pedidos obtenidos',
      orders: ids.map((id) => toAdminOrderResponse(byId.get(id)!)),
      pagination: pagination('orders', query.page, query.limit, totalOrders),
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
        await this.orderStock.release(manager, id);
      } else if (order.stockReleasedAt) {
        await this.orderStock.retake(manager, id);
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
      await this.audit.recordChanges(manager, actor, {
        kind: AuditKind.ORDER_STATUS_CHANGED,
        entityType: AuditEntityType.ORDER,
        entityId: id,
        changes,
      });
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
      order: toAdminOrderResponse(await this.orders.findLoaded(id)),
    };
  }

  /** The order's audit entries, newest first (404 for an unknown order). */
  async history(id: number): Promise<{ success: true; history: AuditEntryResponse[] }> {
    if (!(await this.repository.existsBy({ id }))) throw new OrderError(OrderErrorCode.NotFound);
    return { success: true, history: await this.audit.history(AuditEntityType.ORDER, id) };
  }
}
