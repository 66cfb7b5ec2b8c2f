import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';

import { deferred, signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

function signInAsAdmin() {
  signInAs('admin');
  window.localStorage.setItem('isAdmin', 'true');
}

async function openOrders() {
  signInAsAdmin();
  const rendered = renderApp('/admin/orders');
  await screen.findByRole('row', { name: /#1045/ });
  return rendered;
}

const ordersTable = () => screen.getByRole('table', { name: 'Pedidos de la tienda' });
const bodyRows = () => within(ordersTable()).getAllByRole('row').slice(1);
const row = (id: number) => screen.getByRole('row', { name: new RegExp(`#${id}\\b`) });
const pageButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Paginación de pedidos' })).getByRole('button', { name });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Tests that wait for the 500 ms search debounce need more than the default 5 s on a busy machine.
const SEARCH_TEST_TIMEOUT_MS = 15_000;

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
      expect(within(row(id)).getByText(label)).toHaveClass('admin-order-status', `admin-order-status--${tone}`);
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
          return HttpResponse.json({
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
    server.use(
      http.get(
        apiUrl('/admin/orders'),
        () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
        { once: true },
      ),
    );
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
    server.use(
      http.get(
        apiUrl('/admin/orders'),
        () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
        { once: true },
      ),
    );

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
    server.use(
      http.get(apiUrl('/admin/orders'), () =>
        HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las órdenes');
  });

  it('says "Error al cargar las órdenes" when another page fails to load', async () => {
    const { user } = await openOrders();
    server.use(
      http.get(
        apiUrl('/admin/orders'),
        () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
        { once: true },
      ),
    );
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
    server.use(
      http.get(apiUrl('/admin/orders'), () =>
        HttpResponse.json({
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
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No hay pedidos')).toBeVisible();
    expect(requests.to('/admin/orders')).toHaveLength(2);
  });

  it('opens the detail of an order in a labelled dialog with customer, address, lines and amounts', async () => {
    const { user } = await openOrders();
    const opener = screen.getByRole('button', { name: 'Ver pedido #1045' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Pedido #1045' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cerrar detalle del pedido' })).toHaveFocus();

    const customer = within(dialog).getByRole('region', { name: 'Cliente' });
    expect(customer).toHaveTextContent('NombreAna Pérez');
    expect(customer).toHaveTextContent('Emailana@example.cl');
    expect(customer).toHaveTextContent('Teléfono+56 9 8765 4321');
    expect(within(dialog).getByRole('region', { name: 'Dirección de envío' })).toHaveTextContent(
      'Ana Pérez, Av. Providencia 1234, depto 502, Providencia, Metropolitana de Santiago',
    );

    const lines = within(within(dialog).getByRole('list', { name: 'Productos del pedido #1045' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('img', { name: 'Pastillas de freno delanteras Toyota Yaris' })).toHaveAttribute(
      'src',
      '/uploads/productos/pf-7788.jpg',
    );
    expect(lines[0]).toHaveTextContent('SKU: PF-7788');
    expect(lines[0]).toHaveTextContent('Cantidad2');
    expect(lines[0]).toHaveTextContent('Precio unitario$24.990');
    expect(lines[0]).toHaveTextContent('Total$49.980');
    expect(lines[1]).toHaveTextContent('SKU: FA-100');

    const totals = within(dialog).getByLabelText('Resumen del pedido');
    expect(totals).toHaveTextContent('Subtotal$62.970');
    expect(totals).toHaveTextContent('Costo de envío$5.990');
    expect(totals).toHaveTextContent('Región de envíoMetropolitana de Santiago (RM)');
    expect(totals).toHaveTextContent('Tamaño máximo del paqueteM');
    expect(totals).toHaveTextContent('Total$68.960');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog and closes with the close button', async () => {
    const { user } = await openOrders();
    await user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido #1045' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar detalle del pedido' });
    const status = within(dialog).getByLabelText('Cambiar estado');

    await user.tab();
    expect(status).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(status).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "No disponible" for missing customer data and leaves out what the order lacks', async () => {
    const { user } = await openOrders();
    await user.click(screen.getByRole('button', { name: 'Ver pedido #1044' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido #1044' });

    const customer = within(dialog).getByRole('region', { name: 'Cliente' });
    expect(within(customer).getAllByText('No disponible')).toHaveLength(3);
    expect(within(dialog).queryByRole('region', { name: 'Dirección de envío' })).not.toBeInTheDocument();
    const totals = within(dialog).getByLabelText('Resumen del pedido');
    expect(totals).not.toHaveTextContent('Costo de envío');
    expect(totals).not.toHaveTextContent('Tamaño máximo');
    expect(totals).toHaveTextContent('Región de envíoRetiro en tienda');
    // The unknown status stays selected (and shown raw) until the admin picks a real one.
    expect(within(dialog).getByLabelText('Cambiar estado')).toHaveDisplayValue('EN_REVISION');
  });

  it('saves the status as soon as it changes and refreshes the list', async () => {
    const requests = recordRequests();
    const bodies: unknown[] = [];
    const keepBody = ({ request }: { request: Request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    };
    server.events.on('request:start', keepBody);
    onTestFinished(() => void server.events.removeListener('request:start', keepBody));
    const { user } = await openOrders();
    await user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido #1045' });

    await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'PROCESANDO');
    expect(await within(dialog).findByText('Estado actualizado')).toBeVisible();
    expect(requests.to('/admin/orders/1045/status', 'PUT')).toHaveLength(1);
    expect(bodies).toEqual([{ status: 'PROCESANDO' }]);
    expect(within(dialog).getByLabelText('Cambiar estado')).toHaveValue('PROCESANDO');
    expect(within(dialog).getByText('Procesando', { selector: '.admin-order-status' })).toHaveClass(
      'admin-order-status--purple',
    );

    await waitFor(() => expect(requests.to('/admin/orders')).toHaveLength(2));
    await waitFor(() => expect(within(row(1045)).getByText('Procesando')).toHaveClass('admin-order-status--purple'));
  });

  it('says "Error al actualizar el estado" and keeps the saved status when saving fails', async () => {
    server.use(
      http.put(apiUrl('/admin/orders/:id/status'), () =>
        HttpResponse.json(
          { success: false, message: 'No hay stock suficiente para reactivar el pedido.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openOrders();
    await user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido #1045' });

    await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENTREGADO');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar el estado');
    expect(alert).toHaveTextContent('No hay stock suficiente para reactivar el pedido.');
    expect(within(dialog).getByLabelText('Cambiar estado')).toHaveValue('PENDIENTE');
    expect(within(row(1045)).getByText('Pendiente')).toBeVisible();
  });

  describe('shipping and cancelling with details', () => {
    /** Keeps the bodies of the status PUTs sent during the test. */
    function keepStatusBodies() {
      const bodies: unknown[] = [];
      const keepBody = ({ request }: { request: Request }) => {
        if (request.method === 'PUT')
          void request
            .clone()
            .json()
            .then((body) => bodies.push(body));
      };
      server.events.on('request:start', keepBody);
      onTestFinished(() => void server.events.removeListener('request:start', keepBody));
      return bodies;
    }

    async function openOrder1045() {
      const rendered = await openOrders();
      await rendered.user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
      return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Pedido #1045' }) };
    }

    it('asks for the carrier and tracking number before saving Enviado and sends them with the status', async () => {
      const requests = recordRequests();
      const bodies = keepStatusBodies();
      const { user, dialog } = await openOrder1045();

      await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENVIADO');
      // Nothing is saved yet: the admin may add the shipment's details first.
      const form = within(dialog).getByRole('form', { name: 'Datos del envío' });
      expect(requests.to('/admin/orders/1045/status', 'PUT')).toHaveLength(0);
      expect(within(dialog).getByText('Pendiente', { selector: '.admin-order-status' })).toBeVisible();
      expect(within(form).getByText(/^Opcional\. El cliente los verá en su pedido/)).toBeVisible();

      await user.type(within(form).getByLabelText('Empresa de transporte'), ' Starken ');
      // Enter in a field saves, like the button.
      await user.type(within(form).getByLabelText('Número de seguimiento'), '987654321{Enter}');

      expect(await within(dialog).findByText('Estado actualizado')).toBeVisible();
      expect(bodies).toEqual([{ status: 'ENVIADO', courier: 'Starken', trackingNumber: '987654321' }]);
      expect(within(dialog).queryByRole('form', { name: 'Datos del envío' })).not.toBeInTheDocument();
      expect(within(dialog).getByText('Enviado', { selector: '.admin-order-status' })).toBeVisible();
      const shipment = within(dialog).getByRole('region', { name: 'Envío' });
      expect(within(shipment).getByText('Empresa de transporte').nextElementSibling).toHaveTextContent('Starken');
      expect(within(shipment).getByText('Número de seguimiento').nextElementSibling).toHaveTextContent('987654321');

      // The refreshed list keeps them: opening the order again shows them.
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar detalle del pedido' }));
      await waitFor(() => expect(within(row(1045)).getByText('Enviado')).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
      const reopened = screen.getByRole('dialog', { name: 'Pedido #1045' });
      expect(within(within(reopened).getByRole('region', { name: 'Envío' })).getByText('Starken')).toBeVisible();
    });

    it('saves Enviado without details when the fields are left blank', async () => {
      const bodies = keepStatusBodies();
      const { user, dialog } = await openOrder1045();
      await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENVIADO');
      await user.type(within(dialog).getByLabelText('Empresa de transporte'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));
      expect(await within(dialog).findByText('Estado actualizado')).toBeVisible();
      expect(bodies).toEqual([{ status: 'ENVIADO' }]);
      expect(within(dialog).queryByRole('region', { name: 'Envío' })).not.toBeInTheDocument();
    });

    it('asks for the reason before cancelling; Descartar goes back without saving', async () => {
      const requests = recordRequests();
      const bodies = keepStatusBodies();
      const { user, dialog } = await openOrder1045();
      const select = within(dialog).getByLabelText('Cambiar estado');

      await user.selectOptions(select, 'CANCELADO');
      const form = within(dialog).getByRole('form', { name: 'Cancelación del pedido' });
      expect(within(form).getByText('Al cancelar, los productos del pedido vuelven al stock.')).toBeVisible();
      await user.click(within(form).getByRole('button', { name: 'Descartar' }));
      expect(select).toHaveValue('PENDIENTE');
      expect(select).toHaveFocus();
      expect(within(dialog).queryByRole('form', { name: 'Cancelación del pedido' })).not.toBeInTheDocument();
      expect(requests.to('/admin/orders/1045/status', 'PUT')).toHaveLength(0);

      await user.selectOptions(select, 'CANCELADO');
      const reason = within(dialog).getByLabelText('Motivo de la cancelación');
      expect(reason.tagName).toBe('TEXTAREA');
      await user.type(reason, 'El cliente pidió anular la compra.');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));

      expect(await within(dialog).findByText('Estado actualizado')).toBeVisible();
      expect(bodies).toEqual([{ status: 'CANCELADO', cancellationReason: 'El cliente pidió anular la compra.' }]);
      const stored = within(dialog).getByRole('region', { name: 'Motivo de la cancelación' });
      expect(within(stored).getByText('El cliente pidió anular la compra.')).toBeVisible();
    });

    it('refuses texts longer than the server keeps, in Spanish on the field, and sends nothing', async () => {
      const requests = recordRequests();
      const { user, dialog } = await openOrder1045();
      await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENVIADO');
      const courier = within(dialog).getByLabelText('Empresa de transporte');
      const tracking = within(dialog).getByLabelText('Número de seguimiento');
      await user.click(courier);
      await user.paste('T'.repeat(101));
      await user.click(tracking);
      await user.paste('9'.repeat(100));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));

      expect(courier).toHaveAttribute('aria-invalid', 'true');
      expect(courier).toHaveAccessibleDescription(
        expect.stringContaining('La empresa de transporte puede tener hasta 100 caracteres.'),
      );
      expect(courier).toHaveFocus();
      // Exactly at the limit is fine.
      expect(tracking).not.toHaveAttribute('aria-invalid');
      expect(requests.to('/admin/orders/1045/status', 'PUT')).toHaveLength(0);

      // Fixing the field clears its message.
      await user.clear(courier);
      expect(courier).not.toHaveAttribute('aria-invalid');

      await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'CANCELADO');
      const reason = within(dialog).getByLabelText('Motivo de la cancelación');
      await user.click(reason);
      await user.paste('x'.repeat(501));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));
      expect(reason).toHaveAccessibleDescription(
        expect.stringContaining('El motivo de la cancelación puede tener hasta 500 caracteres.'),
      );
      expect(requests.to('/admin/orders/1045/status', 'PUT')).toHaveLength(0);
    });

    it("keeps what was typed and shows the server's reason when saving fails", async () => {
      server.use(
        http.put(apiUrl('/admin/orders/:id/status'), () =>
          HttpResponse.json(
            {
              success: false,
              message: 'Datos inválidos',
              errors: ['El número de seguimiento puede tener hasta 100 caracteres.'],
            },
            { status: 400 },
          ),
        ),
      );
      const { user, dialog } = await openOrder1045();
      await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENVIADO');
      await user.type(within(dialog).getByLabelText('Empresa de transporte'), 'Starken');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(
        'Error al actualizar el estado. Datos inválidos. El número de seguimiento puede tener hasta 100 caracteres.',
      );
      expect(within(dialog).getByLabelText('Empresa de transporte')).toHaveValue('Starken');
      expect(within(dialog).getByText('Pendiente', { selector: '.admin-order-status' })).toBeVisible();
    });
  });

  it('sends a visitor without the admin flag to the admin login', async () => {
    signInAs('admin');
    const { router } = renderApp('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('shows the order history in the detail and adds a status change to it', async () => {
    const { user } = await openOrders();
    await user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido #1045' });
    const history = within(dialog).getByRole('region', { name: 'Historial' });
    expect(await within(history).findByText('Sin cambios de estado registrados.')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENVIADO');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar estado' }));
    const list = await within(history).findByRole('list', { name: 'Historial del pedido #1045' });
    // The first item of the list is the newest change (each holds a list of its fields).
    const change = within(list).getAllByRole('listitem')[0];
    expect(change).toHaveTextContent('Estado: Pendiente → Enviado');
    expect(change).toHaveTextContent('admin@example.cl');
  });
});
