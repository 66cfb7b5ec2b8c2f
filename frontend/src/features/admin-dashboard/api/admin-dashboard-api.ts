import { ORDER_STATUSES, type OrderStatus } from '@/config/constants';
import { api } from '@/lib/api';
import { toNumber, type ListPaginationWire } from '@/lib/wire';

// ---------------------------------------------------------------------------
// Wire shapes of GET /admin/dashboard/stats and GET /admin/orders (admin.md section 3, Order (admin)): the only
// place their Spanish names appear in the dashboard.
// ---------------------------------------------------------------------------

export type ActivityType = 'order' | 'product' | 'import';

export type DashboardStatsWire = {
  success: boolean;
  stats: {
    products: number | string;
    orders: number | string;
    revenue: number | string;
    lowStockProducts: number | string;
    pendingOrders: number | string;
  };
  recentActivity?: Array<{ type: string; message: string; at: string }> | null;
};

export type DashboardOrderWire = {
  id: number;
  customerInfo?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  fechaCreacion: string;
  total: number | string;
  estado: string;
};

export type DashboardOrdersWire = {
  success: boolean;
  orders: DashboardOrderWire[];
  pagination: ListPaginationWire<'orders'>;
  message?: string;
};

export type DashboardActivity = { type: ActivityType; message: string; at: string };

export type DashboardStats = {
  products: number;
  orders: number;
  revenue: number;
  lowStockProducts: number;
  pendingOrders: number;
  recentActivity: DashboardActivity[];
};

export type DashboardOrder = {
  id: number;
  customerName: string | null;
  customerEmail: string | null;
  date: string;
  total: number;
  /** A known status, or the raw value the server sent. */
  status: OrderStatus | string;
};

export type DashboardOrderPage = {
  orders: DashboardOrder[];
  page: number;
  totalPages: number;
  total: number;
};

const ACTIVITY_TYPES: readonly string[] = ['order', 'product', 'import'] satisfies ActivityType[];

export function toDashboardStats(wire: DashboardStatsWire): DashboardStats {
  return {
    products: toNumber(wire.stats?.products),
    orders: toNumber(wire.stats?.orders),
    revenue: toNumber(wire.stats?.revenue),
    lowStockProducts: toNumber(wire.stats?.lowStockProducts),
    pendingOrders: toNumber(wire.stats?.pendingOrders),
    recentActivity: (wire.recentActivity ?? [])
      .filter((item) => ACTIVITY_TYPES.includes(item.type))
      .map((item) => ({ type: item.type as ActivityType, message: item.message, at: item.at })),
  };
}

export function toDashboardOrderPage(wire: DashboardOrdersWire): DashboardOrderPage {
  return {
    orders: (wire.orders ?? []).map((order) => ({
      id: order.id,
      customerName: order.customerInfo?.name?.trim() || null,
      customerEmail: order.customerInfo?.email?.trim() || null,
      date: order.fechaCreacion,
      total: toNumber(order.total),
      status: ORDER_STATUSES.find((status) => status.value === order.estado)?.value ?? order.estado,
    })),
    page: toNumber(wire.pagination?.currentPage) || 1,
    totalPages: toNumber(wire.pagination?.totalPages),
    total: toNumber(wire.pagination?.totalOrders),
  };
}

export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/admin/dashboard/stats',
      transformResponse: toDashboardStats,
      providesTags: ['DashboardStats'],
    }),
    getDashboardOrders: build.query<DashboardOrderPage, { page: number; limit: number }>({
      query: (params) => ({ url: '/admin/orders', params }),
      transformResponse: toDashboardOrderPage,
      providesTags: [{ type: 'Order', id: 'DASHBOARD' }],
    }),
  }),
});

export const { useGetDashboardStatsQuery, useGetDashboardOrdersQuery } = adminDashboardApi;
