export type ActivityType = 'order' | 'product' | 'import';

export interface DashboardStats {
  products: number;
  orders: number;
  /** CLP: the totals of every order not CANCELADO. */
  revenue: number;
  lowStockProducts: number;
  pendingOrders: number;
}

export interface ActivityEntry {
  type: ActivityType;
  message: string;
  /** ISO 8601. */
  at: string;
}

/** GET /admin/dashboard/stats. */
export interface DashboardStatsResponse {
  success: true;
  stats: DashboardStats;
  recentActivity: ActivityEntry[];
}
