import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { deferred, signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

import {
  signInAsAdmin,
  openOrders,
  ordersTable,
  bodyRows,
  row,
  pageButton,
  sleep,
  SEARCH_TEST_TIMEOUT_MS,
  noOrders,
  failOrdersList,
} from './orders-helpers';

describe('admin orders', () => {
  it('lists the first page with id, customer, date, total and status columns', async () => {
    await openOrders();

    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Pedidos' })).toBeVisible();
    const headers = within(ordersTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Cliente', 'Fecha', 'Total', 'Estado', 'Acciones']);
    expect(bodyRows()).toHaveLength(10);

    const first = row(1045);
    expect(within(first).getByText('#1045')).toBeVisible();
    expect(within(first).getByText('Ana Pérez')).toBeVisible();
    expect(within(first).getByText('ana@example.cl')).toBeVisible();
    // es-CL, store time zone (America/Santiago is UTC-3 in March).
    expect(within(first).getByText('20 mar 2025, 11:30')).toBeVisible();
    expect(within(first).getByText('$68.960')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Ver pedido #1045' })).toBeVisible();

    // A guest order without name or email.
    expect(within(row(1044)).getByText('Cliente invitado')).toBeVisible();
    expect(within(row(1044)).getByText('Sin email')).toBeVisible();
    expect(screen.getByText('Mostrando 1-10 de 23 pedidos')).toBeVisible();
  });

  it('colours each status badge and shows an unknown status in gray with its raw value', async () => {
    await openOrders();
    const expected: Array<[number, string, string]> = [
      [1045, 'Pendiente', 'amber'],
      [1041, 'Procesando', 'purple'],
      [1042, 'Enviado', 'cyan'],
      [1043, 'Entregado', 'green'],
      [1039, 'Cancelado', 'red'],
      [1044, 'EN_REVISION', 'gray'],
    ];
    for (const [id, label, tone] of expected) {
      expect(within(row(id)).getByText(label)).toHaveClass('admin-order-status', `status-badge--${tone}`);
    }
  });

  it('pages with first, previous, next and last, and says which orders are shown', async () => {
    const requests = recordRequests();
    const { user } = await openOrders();
    expect(requests.to('/admin/orders')[0].searchParams.toString()).toBe('page=1&limit=10&status=all');

    expect(screen.getByText('Página 1 de 3')).toBeVisible();
    expect(pageButton('Primera')).toBeDisabled();
    expect(pageButton('Anterior')).toBeDisabled();

    await user.click(pageButton('Siguiente'));
    expect(await screen.findByText('Mostrando 11-20 de 23 pedidos')).toBeVisible();
    expect(screen.getByText('Página 2 de 3')).toBeVisible();
    expect(row(1035)).toBeVisible();

    await user.click(pageButton('Última'));
    expect(await screen.findByText('Mostrando 21-23 de 23 pedidos')).toBeVisible();
    expect(screen.getByText('Página 3 de 3')).toBeVisible();
    expect(bodyRows()).toHaveLength(3);
    expect(pageButton('Siguiente')).toBeDisabled();
    expect(pageButton('Última')).toBeDisabled();

    await user.click(pageButton('Anterior'));
    expect(await screen.findByText('Página 2 de 3')).toBeVisible();
    await user.click(pageButton('Primera'));
    expect(await screen.findByText('Mostrando 1-10 de 23 pedidos')).toBeVisible();
    expect(requests.to('/admin/orders').map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3', '2', '1']);
  });

  it('hides the page buttons when everything fits on one page', async () => {
    const { user } = await openOrders();
    await user.selectOptions(screen.getByLabelText('Estado'), 'ENTREGADO');
    expect(await screen.findByText('Mostrando 1-5 de 5 pedidos')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Paginación de pedidos' })).not.toBeInTheDocument();
  });

  it(
    'waits 500 ms after typing and searches once for the trimmed text',
    async () => {
      const requests = recordRequests();
      const { user } = await openOrders();
      const searches = () => requests.to('/admin/orders').filter((url) => url.searchParams.has('search'));

      const box = screen.getByRole('searchbox', { name: 'Buscar pedidos' });
      expect(box).toHaveAttribute('placeholder', 'Buscar por ID, email o nombre');
      await user.type(box, '  ana@example.cl ');
      const typedAt = performance.now();
      await sleep(400);
      expect(searches()).toHaveLength(0);

      await waitFor(() => expect(searches()).toHaveLength(1));
      expect(performance.now() - typedAt).toBeGreaterThanOrEqual(450);
      expect(searches()[0].searchParams.get('search')).toBe('ana@example.cl');
      expect(await screen.findByText('Mostrando 1-1 de 1 pedido')).toBeVisible();
      expect(bodyRows()).toHaveLength(1);
      expect(row(1045)).toBeVisible();
    },
    SEARCH_TEST_TIMEOUT_MS,
  );

  it(
    'finds an order by its number, with or without #',
    async () => {
      const { user } = await openOrders();
      const box = screen.getByRole('searchbox', { name: 'Buscar pedidos' });
      await user.type(box, '#1030');
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      expect(row(1030)).toBeVisible();

      await user.clear(box);
      await user.type(box, '1031');
      await waitFor(() => expect(within(bodyRows()[0]).getByText('#1031')).toBeVisible());
      expect(bodyRows()).toHaveLength(1);
    },
    SEARCH_TEST_TIMEOUT_MS,
  );

  it('goes back to page 1 when the status filter changes', async () => {
    const requests = recordRequests();
    const { user } = await openOrders();

    await user.click(pageButton('Siguiente'));
    await screen.findByText('Página 2 de 3');
    await user.selectOptions(screen.getByLabelText('Estado'), 'PENDIENTE');
    expect(await screen.findByText('Mostrando 1-5 de 5 pedidos')).toBeVisible();
    expect(requests.to('/admin/orders').at(-1)?.searchParams.toString()).toBe('page=1&limit=10&status=PENDIENTE');
  });

  it(
    'goes back to page 1 when the search changes',
    async () => {
      const requests = recordRequests();
      const { user } = await openOrders();

      await user.click(pageButton('Última'));
      await screen.findByText('Página 3 de 3');
      await user.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'cliente');
      expect(await screen.findByText('Mostrando 1-10 de 21 pedidos')).toBeVisible();
      expect(screen.getByText('Página 1 de 3')).toBeVisible();
      const last = requests.to('/admin/orders').at(-1)!;
      expect([last.searchParams.get('page'), last.searchParams.get('search')]).toEqual(['1', 'cliente']);
    },
    SEARCH_TEST_TIMEOUT_MS,
  );

  it('offers every status and "Todos los estados" in the filter', async () => {
    await openOrders();
    const options = within(screen.getByLabelText('Estado'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Todos los estados', 'Pendiente', 'Procesando', 'Enviado', 'Entregado', 'Cancelado']);
  });

  it('shows skeleton rows while loading', async () => {
    const gate = deferred();
    server.use(
      http.get(
        apiUrl('/admin/orders'),
        async () => {
          await gate.promise;
          return HttpResponse.json(noOrders());
        },
        { once: true },
      ),
    );
    signInAsAdmin();
    renderApp('/admin/orders');
    expect(await screen.findByText('Cargando pedidos…')).toHaveAttribute('role', 'status');
    expect(ordersTable()).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText('No hay pedidos')).toBeVisible();
  });

  it(
    'shows "No hay pedidos" when nothing matches',
    async () => {
      const { user } = await openOrders();
      await user.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'nadie@ninguna.cl');
      expect(await screen.findByText('No hay pedidos')).toBeVisible();
      expect(screen.getByText('Ningún pedido coincide con la búsqueda o el estado elegido.')).toBeVisible();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
    SEARCH_TEST_TIMEOUT_MS,
  );

  it('says "Error al cargar las órdenes" and retries', async () => {
    failOrdersList({ once: true });
    signInAsAdmin();
    const { user } = renderApp('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las órdenes');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: /#1045/ })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Error al cargar las órdenes" when a refresh fails after a good load, and retries', async () => {
    const requests = recordRequests();
    const { user } = await openOrders();
    failOrdersList({ once: true });

    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las órdenes');
    // The last list stays readable below the alert, marked as not fresh.
    expect(alert).toHaveTextContent('Se muestra la última lista cargada.');
    expect(row(1045)).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(row(1045)).toBeVisible();
    expect(requests.to('/admin/orders')).toHaveLength(3);
  });

  it('says "Error al cargar las órdenes" again when the retry fails too', async () => {
    const { user } = await openOrders();
    failOrdersList();
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las órdenes');
  });

  it('says "Error al cargar las órdenes" when another page fails to load', async () => {
    const { user } = await openOrders();
    failOrdersList({ once: true });
    await user.click(pageButton('Siguiente'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las órdenes');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 11-20 de 23 pedidos')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the server again with the refresh button', async () => {
    const requests = recordRequests();
    const { user } = await openOrders();
    server.use(http.get(apiUrl('/admin/orders'), () => HttpResponse.json(noOrders())));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No hay pedidos')).toBeVisible();
    expect(requests.to('/admin/orders')).toHaveLength(2);
  });

  it('sends a visitor without the admin flag to the admin login', async () => {
    signInAs('admin');
    const { router } = renderApp('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
