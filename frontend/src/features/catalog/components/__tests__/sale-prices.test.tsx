import { describe, expect, it } from 'vitest';

import { toProduct } from '@/features/catalog/api/catalog-mappers';
import { ProductCard } from '@/features/catalog/components/product-card';
import { sortProducts } from '@/features/catalog/utils/sort-products';
import { catalogueProductsFixture, featuredProductsFixture } from '@/testing/mocks/handlers/products';
import { renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';

// Demo product 49's sale: 304.990 against 358.990.
const onSaleWire = { ...featuredProductsFixture[0], precio: 358990, precioOferta: 304990, descuento: 15 };

describe('sale prices in the catalogue', () => {
  it('shows a card on sale with the sale price, the list price struck through and the percentage', () => {
    renderWithProviders(<ProductCard product={toProduct(onSaleWire)} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('$304.990')).toBeVisible();
    expect(within(card).getByText('$358.990').tagName).toBe('S');
    expect(within(card).getByText('$358.990')).toHaveTextContent('Precio normal');
    expect(within(card).getByText('-15%')).toBeVisible();
  });

  it('shows the list price alone when the stored sale price is not below it', () => {
    renderWithProviders(<ProductCard product={toProduct({ ...onSaleWire, precioOferta: 358990, descuento: 0 })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('$358.990')).toBeVisible();
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/%/)).not.toBeInTheDocument();
  });

  it('shows the sale on the product page and puts the sale price in the cart', async () => {
    // Product 112: 84.000, on sale at 54.600 (-35%).
    const { user, store } = renderApp('/products/112');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Filtro de aire modelo 112' });
    const info = heading.parentElement as HTMLElement;
    expect(within(info).getByText('$54.600')).toBeVisible();
    expect(within(info).getByText('$84.000').tagName).toBe('S');
    expect(within(info).getByText('-35%')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Añadir al Carrito' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0].product).toMatchObject({ price: 54600, listPrice: 84000, discount: 35 });
  });

  it('sorts a page by the price charged: a product on sale goes by its sale price', () => {
    // 107 lists at 89.000 but costs 80.100; 110 and 113 cost 83.000 and 86.000 (hypothetical list order 89-86-83).
    const page = [107, 110, 113].map((id) => toProduct(catalogueProductsFixture.find((p) => p.id === id)!));
    const charged = page.map((product) => product.price);
    expect(charged).toContain(80100);
    expect(sortProducts(page, 'price-high').map((product) => product.price)).toEqual(
      [...charged].sort((a, b) => b - a),
    );
    expect(sortProducts(page, 'price-low')[0].id).toBe(107);
  });
});
