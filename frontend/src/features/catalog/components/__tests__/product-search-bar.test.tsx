import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import type { SearchSuggestionWire } from '@/features/catalog/api/catalog-wire';
import { ProductSearchBar } from '@/features/catalog/components/product-search-bar';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';

const suggestions: SearchSuggestionWire[] = [
  { id: 7, title: 'Pastillas de freno Yaris', sku: 'PF-7788', oem: '04465-0D020', price: 24990, matchType: 'sku' },
  { id: 9, title: 'Disco de freno Corolla', sku: 'DF-1200', oem: '43512-02190', price: '45990.00', matchType: 'oem' },
  { id: 11, title: 'Kit de frenos traseros', sku: 'KF-3300', oem: null, price: 31990, matchType: 'title' },
];

function serveSuggestions(list: SearchSuggestionWire[] = suggestions) {
  server.use(http.get(apiUrl('/products/suggestions'), () => HttpResponse.json(list)));
}

function setup(route = '/') {
  const view = renderWithProviders(<ProductSearchBar />, { route });
  const input = screen.getByRole('combobox', { name: 'Buscar repuestos' });
  return { ...view, input };
}

const options = () => within(screen.getByRole('listbox', { name: 'Sugerencias de búsqueda' })).getAllByRole('option');

describe('header search bar with suggestions', () => {
  it('is an ARIA combobox with the product/SKU/OEM placeholder, closed at first', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Buscar por producto, SKU o código OEM...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('waits 300 ms after typing and asks once for up to 8 suggestions of the trimmed text', async () => {
    serveSuggestions();
    const requests = recordRequests();
    const { user, input } = setup();

    await user.type(input, '  fre');
    // Nothing is requested while the user is still typing.
    expect(requests.to('/products/suggestions')).toHaveLength(0);

    const listbox = await screen.findByRole('listbox', { name: 'Sugerencias de búsqueda' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const sent = requests.to('/products/suggestions');
    expect(sent).toHaveLength(1);
    expect(sent[0].searchParams.get('q')).toBe('fre');
    expect(sent[0].searchParams.get('limit')).toBe('8');
  });

  it('asks nothing and shows nothing under 2 characters', async () => {
    const requests = recordRequests();
    const { user, input } = setup();

    await user.type(input, ' f ');
    await new Promise((resolve) => setTimeout(resolve, 450));

    expect(requests.to('/products/suggestions')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lists each suggestion with its title, match label and price, a pluralised count and a search-all row', async () => {
    serveSuggestions();
    const { user, input } = setup();
    await user.type(input, 'freno');

    await screen.findByRole('listbox');
    expect(screen.getByText('3 sugerencias')).toBeVisible();
    const [sku, oem, title, searchAll] = options();
    expect(sku).toHaveTextContent('Pastillas de freno Yaris');
    expect(within(sku).getByText('SKU: PF-7788')).toBeInTheDocument();
    expect(within(sku).getByText('$24.990')).toBeInTheDocument();
    expect(within(oem).getByText('OEM: 43512-02190')).toBeInTheDocument();
    expect(within(oem).getByText('$45.990')).toBeInTheDocument();
    // A title match names the title once, with 'Título' as its match label.
    expect(within(title).getAllByText('Kit de frenos traseros')).toHaveLength(1);
    expect(within(title).getByText('Título')).toBeInTheDocument();
    expect(title).toHaveTextContent(/^Kit de frenos traserosTítulo\$31\.990$/);
    expect(searchAll).toHaveTextContent('Buscar "freno" en todos los productos');
  });

  it('shows a suggestion on sale at the price charged, with the list price struck through and the percentage', async () => {
    serveSuggestions([
      {
        id: 49,
        title: 'Radiador Toyota Hilux',
        sku: 'RAD-49',
        oem: null,
        price: 304990,
        originalPrice: 358990,
        discount: 15,
        matchType: 'sku',
      },
      { ...suggestions[0], originalPrice: null, discount: null },
    ]);
    const { user, input } = setup();
    await user.type(input, 'ra');

    await screen.findByRole('listbox');
    const [onSale, regular] = options();
    expect(within(onSale).getByText('$304.990')).toBeInTheDocument();
    expect(within(onSale).getByText('$358.990').tagName).toBe('S');
    expect(within(onSale).getByText('-15%')).toBeInTheDocument();
    // The option's accessible name tells which price is which.
    expect(onSale).toHaveAccessibleName(expect.stringMatching(/Precio oferta: \$304\.990.*Precio normal: \$358\.990/));
    expect(within(regular).getByText('$24.990')).toBeInTheDocument();
    expect(regular.querySelector('s')).toBeNull();
  });

  it('says "1 sugerencia" for a single result', async () => {
    serveSuggestions([suggestions[0]]);
    const { user, input } = setup();
    await user.type(input, 'pf-7');
    expect(await screen.findByText('1 sugerencia')).toBeVisible();
  });

  it('moves with the arrow keys (wrapping) and opens the highlighted product with Enter', async () => {
    serveSuggestions();
    const { user, input, router } = setup();
    await user.type(input, 'freno');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}');
    let [first, second, , searchAll] = options();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);

    await user.keyboard('{ArrowDown}');
    [first, second] = options();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    [, , , searchAll] = options();
    expect(searchAll).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/products/9-disco-de-freno-corolla');
  });

  it('searches all products from the last row', async () => {
    serveSuggestions();
    const { user, input, router } = setup();
    await user.type(input, 'freno');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowUp}{Enter}');

    expect(router.state.location.pathname).toBe('/repuestos');
    expect(router.state.location.search).toBe('?search=freno');
  });

  it('submits free text with Enter when no suggestion is highlighted', async () => {
    serveSuggestions();
    const { user, input, router } = setup();
    await user.type(input, ' kit trasero ');
    await screen.findByRole('listbox');

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/repuestos');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('kit trasero');
  });

  it('closes with Escape and reopens with an arrow key', async () => {
    serveSuggestions();
    const { user, input } = setup();
    await user.type(input, 'freno');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('freno');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('closes 300 ms after losing focus and reopens on focus', async () => {
    serveSuggestions();
    const { user, input } = setup();
    await user.type(input, 'freno');
    await screen.findByRole('listbox');

    await user.tab();
    expect(input).not.toHaveFocus();
    // Still open right after the blur, so a click on a suggestion can land.
    expect(screen.getByRole('listbox')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(input);
    expect(await screen.findByRole('listbox')).toBeVisible();
  });

  it('opens a clicked suggestion', async () => {
    serveSuggestions();
    const { user, input, router } = setup();
    await user.type(input, 'freno');
    await screen.findByRole('listbox');

    await user.click(screen.getByRole('option', { name: /Kit de frenos traseros/ }));

    expect(router.state.location.pathname).toBe('/products/11-kit-de-frenos-traseros');
  });

  it('shows no list when the server has no suggestions or fails', async () => {
    serveSuggestions([]);
    const { user, input } = setup();
    await user.type(input, 'zzz');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    server.use(
      http.get(apiUrl('/products/suggestions'), () =>
        HttpResponse.json({ success: false, message: 'Error' }, { status: 500 }),
      ),
    );
    await user.type(input, 'x');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the search of the catalogue page being viewed, fetching suggestions only once focused', async () => {
    const requests = recordRequests();
    const { input, user } = setup('/repuestos?search=amortiguador');
    expect(input).toHaveValue('amortiguador');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests.to('/products/suggestions')).toHaveLength(0);

    await user.click(input);
    await waitFor(() => expect(requests.to('/products/suggestions')).toHaveLength(1));
  });
});

describe('header search placeholder', () => {
  /** A laid-out box `width` px wide whose font draws every character 7 px wide; returns a resize trigger. */
  function layoutBox(box: { width: number }) {
    let resized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {
          resized();
        }
        disconnect() {}
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      font: '',
      measureText: (text: string) => ({ width: text.length * 7 }),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => box.width);
    return () => act(() => resized());
  }

  it('shows the whole placeholder where it fits and a shorter one, never cut, in a narrower box', () => {
    const box = { width: 400 };
    const resize = layoutBox(box);
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Buscar por producto, SKU o código OEM...');

    // 280 px of text no longer fits in 200 px: the next form that does.
    box.width = 200;
    resize();
    expect(input).toHaveAttribute('placeholder', 'Producto, SKU o código OEM');

    box.width = 150;
    resize();
    expect(input).toHaveAttribute('placeholder', 'Producto, SKU u OEM');

    box.width = 320;
    resize();
    expect(input).toHaveAttribute('placeholder', 'Buscar por producto, SKU o código OEM...');
    // The accessible name does not depend on the placeholder.
    expect(screen.getByRole('combobox', { name: 'Buscar repuestos' })).toBe(input);
  });
});
