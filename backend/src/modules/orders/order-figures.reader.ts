import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderStatus } from './order-status.enum';

/** An order as the admin overview lists it among the recent activity. */
export interface RecentOrder {
  id: number;
  customerName: string;
  total: number;
  createdAt: Date;
}

/** The orders' figures for the admin overview (dashboard module). */
@Injectable()
export class OrderFigures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many orders there are, how many are PENDIENTE, and the CLP total of every order not CANCELADO. */
  async counts(): Promise<{ orders: number; pendingOrders: number; revenue: number }> {
    const [row] = await this.dataSource.query<Array<{ orders: number; pendingOrders: number; revenue: string }>>(
      `SELECT count(*)::int AS orders,
              (count(*) FILTER (WHERE status = $1))::int AS "pendingOrders",
              coalesce(sum(total) FILTER (WHERE status <> $2), 0)::bigint AS revenue
         FROM orders`,
      [OrderStatus.PENDIENTE, OrderStatus.CANCELADO],
    );
    return { orders: row.orders, pendingOrders: row.pendingOrders, revenue: Number(row.revenue) };
  }

  /** The newest orders, newest first. */
  async newest(limit: number): Promise<RecentOrder[]> {
    return this.dataSource.query<RecentOrder[]>(
      `SELECT id, customer_name AS "customerName", total::float8 AS total, created_at AS "createdAt" FROM orders
        ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
  }
}
