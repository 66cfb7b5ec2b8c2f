import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ImportStatus } from '../import/import-status.enum';
import { OrderStatus } from '../orders';
import { LOW_STOCK_THRESHOLD, PRODUCT_ACTIVITY_SCAN, RECENT_ACTIVITY_LIMIT } from './dashboard.constants';
import type { ActivityEntry, DashboardStats, DashboardStatsResponse } from './dashboard.responses';

interface ActivityRow {
  type: ActivityEntry['type'];
  at: Date;
  id: string;
  name: string;
  amount: number | null;
  status: string | null;
  created: number | null;
  updated: number | null;
}

const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/**
 * The admin overview's live figures (admin.md 2.4, where the source showed placeholders). A
 * read-only report across the catalogue, orders and imports, so it reads their tables directly
 * in two queries instead of asking three modules for partial counts.
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async stats(): Promise<DashboardStatsResponse> {
    const [stats, recentActivity] = await Promise.all([this.figures(), this.recentActivity()]);
    return { success: true, stats, recentActivity };
  }

  private async figures(): Promise<DashboardStats> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*) FROM products)::int AS products,
              (SELECT count(*) FROM products WHERE stock <= $1)::int AS "lowStockProducts",
              (SELECT count(*) FROM orders)::int AS orders,
              (SELECT count(*) FROM orders WHERE status = $2)::int AS "pendingOrders",
              (SELECT coalesce(sum(total), 0) FROM orders WHERE status <> $3)::bigint AS revenue`,
      [LOW_STOCK_THRESHOLD, OrderStatus.PENDIENTE, OrderStatus.CANCELADO],
    )) as (Omit<DashboardStats, 'revenue'> & { revenue: string })[];
    return { ...row, revenue: Number(row.revenue) };
  }

  /**
   * The latest orders, products and imports, newest first. Products an import created are left
   * out (the import's own entry stands for them), so one import does not push everything else away;
   * only the newest PRODUCT_ACTIVITY_SCAN products are looked at, so a catalogue made by imports
   * is not read whole.
   */
  private async recentActivity(): Promise<ActivityEntry[]> {
    const rows = (await this.dataSource.query(
      `(SELECT 'order' AS type, created_at AS at, id::text AS id, customer_name AS name, total::float8 AS amount,
               NULL AS status, NULL::int AS created, NULL::int AS updated
        FROM orders ORDER BY created_at DESC, id DESC LIMIT $1)
       UNION ALL
       (SELECT 'product', p.created_at, p.id::text, p.title, p.price::float8, NULL, NULL, NULL
        FROM (SELECT id, title, price, created_at FROM products
              ORDER BY created_at DESC, id DESC LIMIT $2) p
        WHERE NOT EXISTS (SELECT 1 FROM import_sessions s
                          WHERE s.started_at IS NOT NULL
                            AND p.created_at BETWEEN s.started_at AND coalesce(s.finished_at, now()))
        ORDER BY p.created_at DESC, p.id DESC LIMIT $1)
       UNION ALL
       (SELECT 'import', coalesce(finished_at, started_at, created_at), id, file_name, NULL, status::text,
               created_count, updated_count
        FROM import_sessions ORDER BY coalesce(finished_at, started_at, created_at) DESC LIMIT $1)
       ORDER BY at DESC
       LIMIT $1`,
      [RECENT_ACTIVITY_LIMIT, PRODUCT_ACTIVITY_SCAN],
    )) as ActivityRow[];
    return rows.map((row) => ({ type: row.type, message: this.describe(row), at: new Date(row.at).toISOString() }));
  }

  private describe(row: ActivityRow): string {
    switch (row.type) {
      case 'order':
        return `Nuevo pedido #${row.id} de ${row.name} por ${pesos.format(row.amount ?? 0)}`;
      case 'product':
        return `Producto agregado: ${row.name}`;
      case 'import':
        return this.describeImport(row);
    }
  }

  private describeImport(row: ActivityRow): string {
    switch (row.status) {
      case ImportStatus.COMPLETED:
        return `Importación completada: ${row.name} (${row.created ?? 0} nuevos, ${row.updated ?? 0} actualizados)`;
      case ImportStatus.ERROR:
        return `Importación con error: ${row.name}`;
      case ImportStatus.STOPPED:
        return `Importación detenida: ${row.name}`;
      default:
        return `Importación en curso: ${row.name}`;
    }
  }
}
