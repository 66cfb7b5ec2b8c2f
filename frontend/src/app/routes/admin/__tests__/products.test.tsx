import { describe, expect, it } from 'vitest';

import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { FORM_TEST_TIMEOUT_MS, renderAdmin } from './catalog-helpers';

describe('admin products list /admin/products', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it("filters the products on sale with 'En oferta', from page 1, each with its sale price", async () => {
    const requests = recordRequests();
    const { user } = renderAdmin('/admin/products');
    const panel = await screen.findByRole('region', { name: 'Lista de productos' });
    await within(panel).findByRole('article', { name: 'Filtro de aceite modelo 130' });
    await user.click(within(panel).getByRole('button', { name: 'Página 2' }));
    await within(panel).findByRole('article', { name: 'Filtro de aire modelo 122' });

    const onSale = within(panel).getByRole('checkbox', { name: 'En oferta' });
    await user.click(onSale);
    await waitFor(() => expect(within(panel).getByText('6 productos')).toBeVisible());
    const asked = requests.to('/admin/products').at(-1);
    expect(asked?.searchParams.get('onSale')).toBe('true');
    expect(asked?.searchParams.get('page')).toBe('1');

    const cards = within(panel).getAllByRole('article');
    // Product 112: 84.000, on sale at 54.600.
    const card112 = within(panel).getByRole('article', { name: 'Filtro de aire modelo 112' });
    expect(within(card112).getByText('$54.600')).toBeVisible();
    expect(within(card112).getByText('$84.000').tagName).toBe('S');
    for (const card of cards) expect(card.querySelector('s')).not.toBeNull();

    await user.click(onSale);
    expect(await within(panel).findByText('32 productos')).toBeVisible();
  });
});
