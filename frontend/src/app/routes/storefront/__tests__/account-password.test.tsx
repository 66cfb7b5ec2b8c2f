import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { STORAGE_KEYS } from '@/config/constants';
import { TEST_PASSWORDS, TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';
import { renderApp, screen } from '@/testing/test-utils';

async function openPasswordPage(account: 'customer' | 'google' = 'customer') {
  signInAs(account);
  const rendered = renderApp('/account/password');
  await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
  return rendered;
}

const fields = () => ({
  current: screen.getByLabelText(/Contraseña actual/),
  next: screen.getByLabelText('Nueva contraseña'),
  confirmation: screen.getByLabelText('Confirmar nueva contraseña'),
});

describe('account password', () => {
  it('changes the password and empties the form', async () => {
    const { user } = await openPasswordPage();
    await user.type(fields().current, TEST_PASSWORDS.customer);
    await user.type(fields().next, 'nueva-clave');
    await user.type(fields().confirmation, 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeVisible();
    expect(fields().current).toHaveValue('');
    expect(fields().next).toHaveValue('');
  });

  it('stays signed in with the new token the server issues, since the change ends earlier sessions', async () => {
    const { user, router, store } = await openPasswordPage();
    await user.type(fields().current, TEST_PASSWORDS.customer);
    await user.type(fields().next, 'nueva-clave');
    await user.type(fields().confirmation, 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    await screen.findByText('Contraseña actualizada correctamente');

    const renewed = `${TEST_TOKENS.customer}+`;
    expect(store.getState().auth.token).toBe(renewed);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe(renewed);
    // The old token is refused now: the next page only loads because the new one is sent.
    await router.navigate('/account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Pedido #1045' })).toBeVisible();
  });

  it('checks the fields before sending', async () => {
    const { user } = await openPasswordPage();
    await user.type(fields().next, '123');
    await user.type(fields().confirmation, '1234');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(screen.getByText('Debes ingresar tu contraseña actual')).toBeVisible();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeVisible();
  });

  it('shows the server message for a wrong current password', async () => {
    const { user } = await openPasswordPage();
    await user.type(fields().current, 'no-es-esta');
    await user.type(fields().next, 'nueva-clave');
    await user.type(fields().confirmation, 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual es incorrecta');
  });

  it('shows a generic message when the server gives none', async () => {
    server.use(http.put(apiUrl('/auth/password'), () => HttpResponse.error()));
    const { user } = await openPasswordPage();
    await user.type(fields().current, TEST_PASSWORDS.customer);
    await user.type(fields().next, 'nueva-clave');
    await user.type(fields().confirmation, 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar la contraseña');
  });

  it('lets a Google account set its first password without the current one', async () => {
    const bodies: unknown[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/auth/password')) bodies.push(await request.clone().json());
    };
    server.events.on('request:start', listener);
    const { user } = await openPasswordPage('google');
    expect(screen.getByLabelText('Contraseña actual (opcional)')).toBeInTheDocument();

    await user.type(fields().next, 'primera-clave');
    await user.type(fields().confirmation, 'primera-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeVisible();
    expect(bodies).toEqual([{ newPassword: 'primera-clave' }]);
    server.events.removeListener('request:start', listener);
  });

  it('shows and hides the passwords', async () => {
    const { user } = await openPasswordPage();
    expect(fields().next).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseñas' }));
    expect(fields().next).toHaveAttribute('type', 'text');
    expect(fields().current).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseñas' }));
    expect(fields().next).toHaveAttribute('type', 'password');
  });
});
