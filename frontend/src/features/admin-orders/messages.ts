// Texts of /admin/orders, in one place so the page and its tests agree.

import { listRangeText } from '@/components/admin/admin-list-panel';
import type { AdminOrdersPage } from '@/features/admin-orders/api/admin-orders-api';
import { pluralize } from '@/utils/format';

export const ADMIN_ORDERS_MESSAGES = {
  title: 'Gestión de Pedidos',
  subtitle: 'Revisa los pedidos de la tienda y actualiza su estado.',
  loading: 'Cargando pedidos…',
  loadFailed: 'Error al cargar las órdenes',
  staleList: 'Se muestra la última lista cargada.',
  emptyTitle: 'No hay pedidos',
  emptyAll: 'Los pedidos de la tienda aparecerán aquí.',
  emptyFiltered: 'Ningún pedido coincide con la búsqueda o el estado elegido.',
  allStatuses: 'Todos los estados',
  searchPlaceholder: 'Buscar por ID, email o nombre',
} as const;

/** 'Mostrando 11-20 de 35 pedidos', or 'No hay pedidos'. */
export function ordersRangeText(page: AdminOrdersPage): string {
  const { total, orders } = page;
  if (total === 0) return ADMIN_ORDERS_MESSAGES.emptyTitle;
  // A page past the end (its last orders moved to another status meanwhile) shows nothing.
  if (orders.length === 0) return `No hay pedidos en esta página (${pluralize(total, 'pedido', 'pedidos')} en total)`;
  return listRangeText(page, orders.length, 'pedido', 'pedidos');
}
