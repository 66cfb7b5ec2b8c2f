import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Price, saleOf } from '@/components/ui/price';

describe('Price', () => {
  it('shows a product on sale: the sale price, the list price struck through for "Precio normal", and -15%', () => {
    const { container } = render(<Price price={304990} listPrice={358990} discount={15} />);
    const sale = screen.getByText('$304.990');
    const struck = screen.getByText('$358.990');
    expect(struck.tagName).toBe('S');
    // Screen readers do not announce strikethrough: the hidden words say which price is which.
    expect(struck).toHaveTextContent('Precio normal: $358.990');
    expect(sale).toHaveTextContent('Precio oferta: $304.990');
    expect(sale.closest('s')).toBeNull();
    expect(screen.getByText('-15%')).toBeInTheDocument();
    expect(screen.getByText('15% de descuento')).toHaveClass('visually-hidden');
    expect(container.firstElementChild).toHaveClass('price', 'price--sale');
  });

  it('shows only the price when the product is not on sale', () => {
    const { container } = render(<Price price={24990} listPrice={null} discount={null} />);
    expect(container).toHaveTextContent(/^\$24\.990$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it.each([
    ['missing (a cart stored before sale prices)', undefined],
    ['equal to the price', 24990],
    ['below the price', 19990],
    ['not a number', Number.NaN],
  ])('never strikes a list price that is %s', (_case, listPrice) => {
    const { container } = render(<Price price={24990} listPrice={listPrice} discount={20} />);
    expect(container).toHaveTextContent(/^\$24\.990$/);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText('-20%')).not.toBeInTheDocument();
  });

  it('multiplies both prices for a line total and can leave the badge to the unit price', () => {
    const { container } = render(
      <Price price={304990} listPrice={358990} discount={15} quantity={2} showDiscount={false} />,
    );
    expect(screen.getByText('$609.980')).toBeInTheDocument();
    expect(screen.getByText('$717.980').tagName).toBe('S');
    expect(container).not.toHaveTextContent('%');
  });
});

describe('saleOf', () => {
  it("keeps the server's percentage and computes it, at least 1, only when missing", () => {
    expect(saleOf({ price: 304990, listPrice: 358990, discount: 15 })).toEqual({ listPrice: 358990, discount: 15 });
    expect(saleOf({ price: 8500, listPrice: 10000 })).toEqual({ listPrice: 10000, discount: 15 });
    expect(saleOf({ price: 99990, listPrice: 100000, discount: null })).toEqual({ listPrice: 100000, discount: 1 });
  });

  it('is not a sale when the list price rounds to the price (CLP are whole pesos)', () => {
    expect(saleOf({ price: 12990, listPrice: 12990.4 })).toBeNull();
  });
});
