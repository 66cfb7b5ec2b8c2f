import { http, HttpResponse } from 'msw';

import type { AdminOrdersResponseWire } from '@/features/admin-orders/api/admin-orders-api';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

// Shared by the admin orders list and order detail tests.

export function signInAsAdmin() {
  signInAs('admin');
  window.localStorage.setItem('isAdmin', 'true');
}

export async function openOrders() {
  signInAsAdmin();
  const rendered = renderApp('/admin/orders');
  await screen.findByRole('row', { name: /#1045/ });
  return rendered;
}

/** GET /admin/orders' answer when no order matches. */
export const noOrders = (): AdminOrdersResponseWire => ({
  success: true,
  orders: [],
  pagination: {
    currentPage: 1,
    totalPages: 0,
    totalOrders: 0,
    ordersPerPage: 10,
    hasNextPage: false,
    hasPrevPage: false,
  },
});

/** GET /admin/orders answers 500 from now on, or only the next time with `once`. */
export function failOrdersList(options?: { once: true }) {
  server.use(
    http.get(
      apiUrl('/admin/orders'),
      () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
      options,
    ),
  );
}

export const ordersTable = () => screen.getByRole('table', { name: 'Pedidos de la tienda' });
export const bodyRows = () => within(ordersTable()).getAllByRole('row').slice(1);
export const row = (id: number) => screen.getByRole('row', { name: new RegExp(`#${id}\\b`) });
export const pageButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Paginación de pedidos' })).getByRole('button', { name });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Tests that wait for the 500 ms search debounce need more than the default 5 s on a busy machine.
export const SEARCH_TEST_TIMEOUT_MS = 15_000;
