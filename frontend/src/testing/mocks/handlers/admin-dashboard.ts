import { http, HttpResponse } from 'msw';

import type { DashboardStatsWire } from '@/features/admin-dashboard/api/admin-dashboard-api';
import { apiUrl } from '@/testing/mocks/api-url';
import { adminCatalogDatabase } from '@/testing/mocks/handlers/admin-catalog-db';
import { adminFixture, authenticate } from '@/testing/mocks/handlers/auth';

// GET /admin/dashboard/stats: catalogue figures come from the in-memory admin catalogue, order figures are fixed.

export const DASHBOARD_ORDER_FIGURES = { orders: 12, revenue: 3549990, pendingOrders: 3 } as const;

export const recentActivityFixture: DashboardStatsWire['recentActivity'] = [
  { type: 'order', message: 'Nuevo pedido #1045 de Ana Pérez', at: '2025-03-20T14:30:00.000Z' },
  { type: 'product', message: 'Producto actualizado: Filtro de aceite Hyundai Accent', at: '2025-03-19T12:00:00.000Z' },
  { type: 'import', message: 'Importación completada: 120 filas procesadas', at: '2025-03-18T09:15:00.000Z' },
];

export const adminDashboardHandlers = [
  http.get(apiUrl('/admin/dashboard/stats'), ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    if (account.user.rol !== adminFixture.rol) {
      return HttpResponse.json({ success: false, message: 'Acceso denegado' }, { status: 403 });
    }
    const { products } = adminCatalogDatabase();
    const body: DashboardStatsWire = {
      success: true,
      stats: {
        products: products.length,
        orders: DASHBOARD_ORDER_FIGURES.orders,
        revenue: DASHBOARD_ORDER_FIGURES.revenue,
        lowStockProducts: products.filter((product) => Number(product.existencias) <= 5).length,
        pendingOrders: DASHBOARD_ORDER_FIGURES.pendingOrders,
      },
      recentActivity: recentActivityFixture,
    };
    return HttpResponse.json(body);
  }),
];
