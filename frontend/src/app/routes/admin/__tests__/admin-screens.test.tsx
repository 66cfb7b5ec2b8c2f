import { describe, expect, it } from 'vitest';

import { adminFixture } from '@/testing/mocks/handlers/auth';
import { screen, within } from '@/testing/test-utils';

import { renderAdmin } from './catalog-helpers';

describe('admin profile and upcoming screens', () => {
  it('shows the signed-in administrator on /admin/profile', async () => {
    renderAdmin('/admin/profile');
    const account = await screen.findByRole('region', { name: 'Datos de la cuenta' });
    expect(within(account).getByText(adminFixture.nombre)).toBeVisible();
    expect(within(account).getByText(adminFixture.email)).toBeVisible();
    expect(within(account).getByText('Administrador')).toBeVisible();
  });

  it.each([['/admin/customers', 'Clientes', 'Ver usuarios', '/admin/users']])(
    'says honestly that %s is coming soon',
    async (route, title, linkName, href) => {
      renderAdmin(route);
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const panel = heading.closest('section') as HTMLElement;
      expect(within(panel).getByText(/^Próximamente/)).toBeVisible();
      expect(within(panel).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
    },
  );
});
