import { describe, expect, it } from 'vitest';

import { renderAdmin } from '@/app/routes/admin/__tests__/catalog-helpers';
import { screen, within } from '@/testing/test-utils';

describe('admin layout', () => {
  it('shows the header of admin.md section 2.3: role, badge 3, profile, store and logout', async () => {
    renderAdmin('/admin/customers');
    await screen.findByRole('heading', { level: 1, name: 'Clientes' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Administrador')).toBeVisible();
    expect(within(header).getByRole('img', { name: '3 notificaciones' })).toHaveTextContent('3');
    expect(within(header).getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/admin/profile');
    expect(within(header).getByRole('link', { name: 'Ver tienda' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('moves focus into the opened sidebar, keeps it there, and gives it back on Escape', async () => {
    const { user } = renderAdmin('/admin/customers');
    await screen.findByRole('heading', { level: 1, name: 'Clientes' });
    const toggle = screen.getByRole('button', { name: 'Abrir menú de administración' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = screen.getByRole('complementary', { name: 'Menú de administración' });
    const close = within(sidebar).getByRole('button', { name: 'Cerrar menú' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first control wraps to the last link of the sidebar instead of leaving it.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(sidebar).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(sidebar).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
