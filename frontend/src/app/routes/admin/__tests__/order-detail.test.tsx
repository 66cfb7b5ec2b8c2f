import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { openOrders, row } from './orders-helpers';

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

/** The orders page with order #1045's detail open. */
async function openOrder1045() {
  const rendered = await openOrders();
  await rendered.user.click(screen.getByRole('button', { name: 'Ver pedido #1045' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Pedido #1045' }) };
}

describe('admin order detail', () => {
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
    const { user, dialog } = await openOrder1045();
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
    const bodies = keepStatusBodies();
    const { user, dialog } = await openOrder1045();

    await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'PROCESANDO');
    expect(await within(dialog).findByText('Estado actualizado')).toBeVisible();
    expect(requests.to('/admin/orders/1045/status', 'PUT')).toHaveLength(1);
    expect(bodies).toEqual([{ status: 'PROCESANDO' }]);
    expect(within(dialog).getByLabelText('Cambiar estado')).toHaveValue('PROCESANDO');
    expect(within(dialog).getByText('Procesando', { selector: '.admin-order-status' })).toHaveClass(
      'status-badge--purple',
    );

    await waitFor(() => expect(requests.to('/admin/orders')).toHaveLength(2));
    await waitFor(() => expect(within(row(1045)).getByText('Procesando')).toHaveClass('status-badge--purple'));
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
    const { user, dialog } = await openOrder1045();

    await user.selectOptions(within(dialog).getByLabelText('Cambiar estado'), 'ENTREGADO');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar el estado');
    expect(alert).toHaveTextContent('No hay stock suficiente para reactivar el pedido.');
    expect(within(dialog).getByLabelText('Cambiar estado')).toHaveValue('PENDIENTE');
    expect(within(row(1045)).getByText('Pendiente')).toBeVisible();
  });

  describe('shipping and cancelling with details', () => {
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

  it('shows the order history in the detail and adds a status change to it', async () => {
    const { user, dialog } = await openOrder1045();
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
