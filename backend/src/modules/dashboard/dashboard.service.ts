import { Injectable } from '@nestjs/common';
import { formatPesos } from '../../core/format/pesos';
import { ProductFigures } from '../catalog';
import { ImportFigures, ImportStatus } from '../import';
import { OrderFigures } from '../orders';
import { LOW_STOCK_THRESHOLD, PRODUCT_ACTIVITY_SCAN, RECENT_ACTIVITY_LIMIT } from './dashboard.constants';
import type { ActivityEntry, DashboardStats, DashboardStatsResponse } from './dashboard.responses';

/** One entry of the recent activity before it is worded. */
type Activity =
  | { type: 'order'; at: Date; id: number; name: string; amount: number }
  | { type: 'product'; at: Date; name: string }
  | { type: 'import'; at: Date; name: string; status: ImportStatus; created: number; updated: number };

/**
 * The admin overview's live figures (admin.md 2.4, where the source showed placeholders): a
 * read-only report on the figures the catalogue, orders and imports modules export.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly products: ProductFigures,
    private readonly orders: OrderFigures,
    private readonly imports: ImportFigures,
  ) {}

  async stats(): Promise<DashboardStatsResponse> {
    const [stats, recentActivity] = await Promise.all([this.figures(), this.recentActivity()]);
    return { success: true, stats, recentActivity };
  }

  private async figures(): Promise<DashboardStats> {
    const [products, orders] = await Promise.all([this.products.counts(LOW_STOCK_THRESHOLD), this.orders.counts()]);
    return { ...products, ...orders };
  }

  /**
   * The latest orders, products and imports, newest first. Products an import created are left
   * out (the import's own entry stands for them), so one import does not push everything else away;
   * only the newest PRODUCT_ACTIVITY_SCAN products are looked at, so a catalogue made by imports
   * is not read whole.
   */
  private async recentActivity(): Promise<ActivityEntry[]> {
    const [orders, products, imports] = await Promise.all([
      this.orders.newest(RECENT_ACTIVITY_LIMIT),
      this.products.newest(PRODUCT_ACTIVITY_SCAN),
      this.imports.recent(RECENT_ACTIVITY_LIMIT),
    ]);
    const now = new Date();
    // Products an import created are the import's (its own entry stands for them).
    const runs = products.length > 0 ? await this.imports.runs(products[products.length - 1].createdAt) : [];
    const byImport = (at: Date) => runs.some((run) => run.startedAt <= at && at <= (run.finishedAt ?? now));
    const activity: Activity[] = [
      ...orders.map((order) => ({
        type: 'order' as const,
        at: order.createdAt,
        id: order.id,
        name: order.customerName,
        amount: order.total,
      })),
      ...products
        .filter((product) => !byImport(product.createdAt))
        .slice(0, RECENT_ACTIVITY_LIMIT)
        .map((product) => ({ type: 'product' as const, at: product.createdAt, name: product.title })),
      ...imports.map((entry) => ({
        type: 'import' as const,
        at: entry.at,
        name: entry.fileName,
        status: entry.status,
        created: entry.created,
        updated: entry.updated,
      })),
    ];
    return activity
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, RECENT_ACTIVITY_LIMIT)
      .map((entry) => ({ type: entry.type, message: this.describe(entry), at: entry.at.toISOString() }));
  }

  private describe(entry: Activity): string {
    switch (entry.type) {
      case 'order':
        return `Nuevo pedido #${entry.id} de ${entry.name} por ${formatPesos(entry.amount)}`;
      case 'product':
        return `Producto agregado: ${entry.name}`;
      case 'import':
        return this.describeImport(entry);
    }
  }

  private describeImport(entry: Extract<Activity, { type: 'import' }>): string {
    switch (entry.status) {
      case ImportStatus.COMPLETED:
        return `Importación completada: ${entry.name} (${entry.created} nuevos, ${entry.updated} actualizados)`;
      case ImportStatus.ERROR:
        return `Importación con error: ${entry.name}`;
      case ImportStatus.STOPPED:
        return `Importación detenida: ${entry.name}`;
      default:
        return `Importación en curso: ${entry.name}`;
    }
  }
}
