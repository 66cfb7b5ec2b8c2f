import { describe, expect, it, onTestFinished } from 'vitest';

import { makeStore } from '@/app/store';
import { seedGaragePageData } from '@/features/garage/api/page-data';
import { PAGE_DATA_ID } from '@/lib/page-data';
import { recordRequests } from '@/testing/mocks/request-log';
import { renderApp, screen } from '@/testing/test-utils';

describe("the vehicle finder's brands from the server's page data (issue 22)", () => {
  it('lists the embedded brands without asking the API for them', async () => {
    const block = document.createElement('script');
    block.id = PAGE_DATA_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({
      vehicleBrands: { success: true, data: [{ id: 901, nombre: 'Marca del servidor' }] },
    });
    document.head.append(block);
    onTestFinished(() => block.remove());
    const store = makeStore();
    seedGaragePageData(store.dispatch);
    const requests = recordRequests();

    renderApp('/', { store });

    expect(await screen.findByRole('option', { name: 'Marca del servidor' })).toBeInTheDocument();
    expect(requests.to('/vehicles/brands')).toEqual([]);
  });

  it('leaves the brands to the API when the page carries none', () => {
    const store = makeStore();
    seedGaragePageData(store.dispatch, { featured: [] });
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});
