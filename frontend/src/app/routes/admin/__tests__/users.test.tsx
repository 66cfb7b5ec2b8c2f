import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { adminUsersHandlers, resetAdminUsers, storedUser } from './admin-users-handlers';
import { renderAdmin } from './catalog-helpers';

// Tests that wait for the search debounce and the lazy admin chunk need more than 5 s on a busy machine.
const SLOW_TEST_TIMEOUT_MS = 15_000;
const LAST_ADMIN = 'Debe quedar al menos un administrador activo: no se puede quitar el rol ni deshabilitar al último';

async function openUsers(overrides: Parameters<typeof renderAdmin>[1] = []) {
  const rendered = renderAdmin('/admin/users', [...overrides, ...adminUsersHandlers]);
  await screen.findByRole('table', { name: 'Cuentas de la tienda' });
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Cuentas de la tienda' })).not.toHaveAttribute('aria-busy', 'true'),
  );
  return rendered;
}

const table = () => screen.getByRole('table', { name: 'Cuentas de la tienda' });
const row = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.admin-users__name')?.firstChild?.textContent);

describe('admin users', () => {
  beforeEach(() => {
    resetAdminUsers();
  });

  it('lists accounts newest first with role, sign-in method, creation date and state', async () => {
    const requests = recordRequests();
    await openUsers();

    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    expect(requests.to('/admin/users')[0].searchParams.toString()).toBe('page=1');
    expect(names()).toHaveLength(20);
    expect(names().slice(0, 2)).toEqual(['Camila Rojas', 'Jorge Díaz']);
    expect(screen.getByText('Mostrando 1-20 de 27 usuarios')).toBeVisible();

    const camila = row('Camila Rojas');
    expect(within(camila).getByText('camila@gmail.com')).toBeVisible();
    expect(within(camila).getByText('Cliente')).toBeVisible();
    expect(within(camila).getByText('Google')).toBeVisible();
    expect(within(camila).getByText('20 mar 2025, 11:30')).toBeVisible();
    expect(within(camila).getByText('Activa')).toBeVisible();
    expect(within(camila).getByRole('button', { name: 'Hacer administrador a Camila Rojas' })).toBeEnabled();
    expect(within(camila).getByRole('button', { name: 'Deshabilitar la cuenta de Camila Rojas' })).toBeEnabled();

    const jorge = row('Jorge Díaz');
    expect(within(jorge).getByText('Deshabilitada')).toBeVisible();
    expect(within(jorge).getByRole('button', { name: 'Habilitar la cuenta de Jorge Díaz' })).toBeVisible();
  });

  it(
    'pages on the server and searches by email or name, back on page 1',
    async () => {
      const requests = recordRequests();
      const { user } = await openUsers();
      await user.click(
        within(screen.getByRole('navigation', { name: 'Páginas de usuarios' })).getByRole('button', {
          name: 'Página 2',
        }),
      );
      expect(await screen.findByText('Mostrando 21-27 de 27 usuarios')).toBeVisible();
      expect(requests.to('/admin/users').at(-1)!.searchParams.get('page')).toBe('2');
      // The signed-in administrator is the oldest account, marked as themselves.
      expect(within(row('Equipo Repuestos')).getByText('Tú')).toBeVisible();
      expect(within(row('Equipo Repuestos')).getByText('Administrador')).toBeVisible();

      await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'jorge@taller');
      await waitFor(() => expect(names()).toEqual(['Jorge Díaz']));
      const searched = requests.to('/admin/users').at(-1)!.searchParams;
      expect(searched.get('search')).toBe('jorge@taller');
      expect(searched.get('page')).toBe('1');
      expect(requests.to('/admin/users').filter((url) => url.searchParams.has('search'))).toHaveLength(1);

      await user.clear(screen.getByRole('searchbox', { name: 'Buscar usuarios' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Administradores');
      await waitFor(() => expect(names()).toEqual(['Equipo Repuestos']));
      expect(requests.to('/admin/users').at(-1)!.searchParams.get('rol')).toBe('ADMIN');

      await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'nadie');
      expect(await screen.findByText('No hay usuarios')).toBeVisible();
      expect(screen.getByText('Ninguna cuenta coincide con la búsqueda o el filtro elegido.')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it('makes a customer an administrator after asking, and takes the role away again', async () => {
    const bodies: unknown[] = [];
    const { user } = await openUsers([
      http.put(apiUrl('/admin/users/:id/role'), async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    ]);
    await user.click(within(row('Camila Rojas')).getByRole('button', { name: 'Hacer administrador a Camila Rojas' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Dar rol de administrador' });
    expect(within(dialog).getByText('¿Quieres que Camila Rojas (camila@gmail.com) sea administrador?')).toBeVisible();
    // Camila signs in with Google, which administrators cannot use.
    expect(within(dialog).getByText(/deberá crear una contraseña desde su cuenta/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(bodies).toEqual([]);

    await user.click(within(row('Camila Rojas')).getByRole('button', { name: 'Hacer administrador a Camila Rojas' }));
    dialog = screen.getByRole('alertdialog', { name: 'Dar rol de administrador' });
    await user.click(within(dialog).getByRole('button', { name: 'Hacer administrador' }));
    expect(await screen.findByText('Camila Rojas ahora es administrador.')).toBeVisible();
    await waitFor(() => expect(within(row('Camila Rojas')).getByText('Administrador')).toBeVisible());
    expect(storedUser(40)?.rol).toBe('ADMIN');

    await user.click(
      within(row('Camila Rojas')).getByRole('button', { name: 'Quitar rol de administrador a Camila Rojas' }),
    );
    dialog = screen.getByRole('alertdialog', { name: 'Quitar rol de administrador' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar rol' }));
    expect(await screen.findByText('Camila Rojas ya no es administrador.')).toBeVisible();
    expect(bodies).toEqual([{ rol: 'ADMIN' }, { rol: 'CUSTOMER' }]);
    expect(storedUser(40)?.rol).toBe('CUSTOMER');
  });

  it('disables an account (its sessions end) and enables it again', async () => {
    const { user } = await openUsers();
    await user.click(
      within(row('Camila Rojas')).getByRole('button', { name: 'Deshabilitar la cuenta de Camila Rojas' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Deshabilitar cuenta' });
    expect(
      within(dialog).getByText(
        'Sus sesiones se cerrarán al instante y no podrá iniciar sesión hasta que la habilites.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    expect(await screen.findByText('Cuenta de Camila Rojas deshabilitada: sus sesiones se cerraron.')).toBeVisible();
    await waitFor(() => expect(within(row('Camila Rojas')).getByText('Deshabilitada')).toBeVisible());

    await user.click(within(row('Camila Rojas')).getByRole('button', { name: 'Habilitar la cuenta de Camila Rojas' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Habilitar cuenta' })).getByRole('button', { name: 'Habilitar' }),
    );
    expect(await screen.findByText('Cuenta de Camila Rojas habilitada.')).toBeVisible();
    await waitFor(() => expect(within(row('Camila Rojas')).getByText('Activa')).toBeVisible());
  });

  it(
    'keeps the dialog open with the server reason when the last administrator tries to step down',
    async () => {
      const { user } = await openUsers();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Administradores');
      await waitFor(() => expect(names()).toEqual(['Equipo Repuestos']));

      await user.click(
        within(row('Equipo Repuestos')).getByRole('button', {
          name: 'Quitar rol de administrador a Equipo Repuestos',
        }),
      );
      const dialog = screen.getByRole('alertdialog', { name: 'Quitar rol de administrador' });
      await user.click(within(dialog).getByRole('button', { name: 'Quitar rol' }));
      expect(await within(dialog).findByText(LAST_ADMIN)).toBeVisible();
      expect(storedUser(2)?.rol).toBe('ADMIN');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

      await user.click(
        within(row('Equipo Repuestos')).getByRole('button', { name: 'Deshabilitar la cuenta de Equipo Repuestos' }),
      );
      const disable = screen.getByRole('alertdialog', { name: 'Deshabilitar cuenta' });
      await user.click(within(disable).getByRole('button', { name: 'Deshabilitar' }));
      expect(await within(disable).findByText(LAST_ADMIN)).toBeVisible();
      expect(storedUser(2)?.deshabilitada).toBe(false);
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it('shows placeholders while loading, then an error with a retry that recovers', async () => {
    const gate = deferred();
    let failing = true;
    const { user } = renderAdmin('/admin/users', [
      http.get(apiUrl('/admin/users'), async () => {
        await gate.promise;
        if (failing) return HttpResponse.json({ success: false, message: 'Error' }, { status: 500 });
        return undefined;
      }),
      ...adminUsersHandlers,
    ]);
    expect(await screen.findByText('Cargando usuarios…', {}, { timeout: 10_000 })).toBeInTheDocument();
    gate.resolve();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los usuarios. Por favor, inténtalo de nuevo.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(names()).toHaveLength(20));
  });

  it('has a sidebar link', async () => {
    await openUsers();
    const link = screen.getByRole('link', { name: 'Usuarios' });
    expect(link).toHaveAttribute('href', '/admin/users');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
