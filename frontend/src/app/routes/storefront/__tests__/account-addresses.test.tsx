import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function openAddresses() {
  signInAs('customer');
  const rendered = renderApp('/account/addresses');
  await screen.findByRole('heading', { level: 1, name: 'Mis direcciones' });
  await screen.findByRole('article', { name: 'Casa' });
  return rendered;
}

const card = (alias: string) => screen.getByRole('article', { name: alias });

describe('account addresses', () => {
  it('lists the saved addresses with the default badge', async () => {
    await openAddresses();
    expect(screen.getByText('2 direcciones guardadas')).toBeVisible();

    const home = card('Casa');
    expect(within(home).getByText('Predeterminada')).toBeVisible();
    expect(within(home).getByText('Av. Providencia 1234, Depto 502')).toBeVisible();
    expect(within(home).getByText('Providencia, Metropolitana de Santiago')).toBeVisible();
    expect(within(home).getByText('Código postal 7500000')).toBeVisible();
    expect(within(home).queryByRole('button', { name: 'Usar como predeterminada' })).not.toBeInTheDocument();

    const office = card('Oficina');
    expect(within(office).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(within(office).getByText('Valparaíso, Valparaíso')).toBeVisible();
  });

  it('creates an address, choosing the region first and then one of its comunas', async () => {
    const { user } = await openAddresses();
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    expect(screen.getByRole('heading', { name: 'Nueva dirección' })).toBeVisible();

    const comuna = screen.getByLabelText('Comuna');
    expect(comuna).toBeDisabled();

    await user.type(screen.getByLabelText('Alias'), 'Taller');
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Luis Soto');
    await user.type(screen.getByLabelText('Dirección'), 'Los Carrera');
    await user.type(screen.getByLabelText('Número'), '880');
    await user.selectOptions(screen.getByLabelText('Región'), 'BI');
    expect(comuna).toBeEnabled();
    expect(within(comuna).getByRole('option', { name: 'Los Ángeles' })).toBeInTheDocument();
    expect(within(comuna).queryByRole('option', { name: 'Providencia' })).not.toBeInTheDocument();
    await user.selectOptions(comuna, 'Concepción');

    // Another region clears the comuna and offers its own.
    await user.selectOptions(screen.getByLabelText('Región'), 'NB');
    expect(comuna).toHaveValue('');
    expect(within(comuna).getByRole('option', { name: 'Chillán' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Región'), 'BI');
    await user.selectOptions(comuna, 'Concepción');

    await user.type(screen.getByLabelText('Código postal'), '4030000');
    await user.click(screen.getByRole('checkbox', { name: 'Usar como dirección predeterminada' }));
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

    expect(await screen.findByText('Dirección creada')).toBeVisible();
    const workshop = await screen.findByRole('article', { name: 'Taller' });
    expect(within(workshop).getByText('Concepción, Biobío')).toBeVisible();
    await waitFor(() => expect(within(card('Taller')).getByText('Predeterminada')).toBeVisible());
    expect(within(card('Casa')).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nueva dirección' })).not.toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { user } = await openAddresses();
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    await user.type(screen.getByLabelText('Código postal'), '12345');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

    for (const message of [
      'El alias es obligatorio',
      'El nombre de quien recibe es obligatorio',
      'La dirección es obligatoria',
      'El número es obligatorio',
      'La región es obligatoria',
      'La comuna es obligatoria',
      'El código postal debe tener 7 dígitos',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Alias')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Error al crear la dirección" with the server explanation', async () => {
    server.use(
      http.post(apiUrl('/addresses'), () =>
        HttpResponse.json(
          { success: false, message: 'Los datos enviados no son válidos', errors: ['El alias es obligatorio'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAddresses();
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    await user.type(screen.getByLabelText('Alias'), 'Casa 2');
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Ana');
    await user.type(screen.getByLabelText('Dirección'), 'Calle');
    await user.type(screen.getByLabelText('Número'), '1');
    await user.selectOptions(screen.getByLabelText('Región'), 'RM');
    await user.selectOptions(screen.getByLabelText('Comuna'), 'Ñuñoa');
    await user.type(screen.getByLabelText('Código postal'), '7750000');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear la dirección');
    expect(alert).toHaveTextContent('El alias es obligatorio');
    // The form stays open with what was typed.
    expect(screen.getByLabelText('Alias')).toHaveValue('Casa 2');
  });

  it('edits an address with every field prefilled', async () => {
    const { user } = await openAddresses();
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Editar' }));

    expect(screen.getByRole('heading', { name: 'Editar dirección «Oficina»' })).toBeVisible();
    expect(screen.getByLabelText('Región')).toHaveValue('VS');
    expect(screen.getByLabelText('Comuna')).toHaveValue('Valparaíso');
    expect(screen.getByLabelText('Código postal')).toHaveValue('2340000');

    await user.clear(screen.getByLabelText('Alias'));
    await user.type(screen.getByLabelText('Alias'), 'Oficina centro');
    await user.selectOptions(screen.getByLabelText('Comuna'), 'Viña del Mar');
    await user.type(screen.getByLabelText(/Depto/), '301');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Dirección actualizada')).toBeVisible();
    const office = await screen.findByRole('article', { name: 'Oficina centro' });
    expect(within(office).getByText('Viña del Mar, Valparaíso')).toBeVisible();
    expect(within(office).getByText('Calle Prat 55, Depto 301')).toBeVisible();
  });

  it('shows "Error al actualizar la dirección" when the update fails', async () => {
    server.use(
      http.put(apiUrl('/addresses/:id'), () =>
        HttpResponse.json({ success: false, message: 'Dirección no encontrada' }, { status: 404 }),
      ),
    );
    const { user } = await openAddresses();
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar la dirección');
    expect(alert).toHaveTextContent('Dirección no encontrada');
  });

  it('deletes an address after confirming, and can cancel', async () => {
    const { user } = await openAddresses();

    await user.click(within(card('Oficina')).getByRole('button', { name: 'Eliminar' }));
    const confirm = within(card('Oficina')).getByRole('group', { name: 'Confirmar eliminación' });
    expect(within(confirm).getByText('¿Eliminar esta dirección?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(card('Oficina')).toBeInTheDocument();

    await user.click(within(card('Oficina')).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Sí, eliminar' }));

    expect(await screen.findByText('Dirección eliminada')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Oficina' })).not.toBeInTheDocument());
    expect(screen.getByText('1 dirección guardada')).toBeVisible();
  });

  it('shows "Error al eliminar la dirección" when the delete fails', async () => {
    server.use(http.delete(apiUrl('/addresses/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = await openAddresses();
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Sí, eliminar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar la dirección');
    expect(card('Oficina')).toBeInTheDocument();
  });

  it('sets another address as the default', async () => {
    const { user } = await openAddresses();
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Usar como predeterminada' }));

    expect(await screen.findByText('Dirección predeterminada actualizada')).toBeVisible();
    await waitFor(() => expect(within(card('Oficina')).getByText('Predeterminada')).toBeVisible());
    expect(within(card('Casa')).queryByText('Predeterminada')).not.toBeInTheDocument();
  });

  it('shows "Error al establecer dirección predeterminada" when that fails', async () => {
    server.use(http.patch(apiUrl('/addresses/:id/default'), () => HttpResponse.error()));
    const { user } = await openAddresses();
    await user.click(within(card('Oficina')).getByRole('button', { name: 'Usar como predeterminada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al establecer dirección predeterminada');
  });

  it('shows "Error al obtener las direcciones" with a retry', async () => {
    server.use(http.get(apiUrl('/addresses'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    signInAs('customer');
    const { user } = renderApp('/account/addresses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener las direcciones');

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Casa' })).toBeVisible();
  });

  it('invites to add the first address when there is none', async () => {
    server.use(http.get(apiUrl('/addresses'), () => HttpResponse.json({ success: true, data: [] })));
    signInAs('customer');
    renderApp('/account/addresses');
    expect(await screen.findByText('Aún no tienes direcciones guardadas.')).toBeVisible();
    expect(screen.getByText('0 direcciones guardadas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar dirección' })).toBeVisible();
  });
});
