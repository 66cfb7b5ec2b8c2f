import { useId, useState } from 'react';

import { CartIcon } from '@/components/ui/icons';
import { ADD_TO_CART_DELAY_MS } from '@/config/constants';
import { useTimeout } from '@/hooks/use-timeout';
import type { Product } from '@/types/catalog';

import './product-detail.css';

type ProductPurchaseProps = {
  product: Product;
  onAddToCart: (product: Product, quantity: number) => void;
  onBuyNow: (product: Product, quantity: number) => void;
};

function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, stock));
}

/** Quantity selector (1 up to the stock), 'Añadir al Carrito' (after a 300 ms delay) and 'Comprar'. */
export function ProductPurchase({ product, onAddToCart, onBuyNow }: ProductPurchaseProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('1');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const timeout = useTimeout();
  const stock = Math.max(0, product.stock);
  const quantity = clampQuantity(Number.parseInt(draft, 10), stock);

  const setQuantity = (value: number) => {
    setDraft(String(clampQuantity(value, stock)));
    setNotice('');
  };

  const addToCart = () => {
    setAdding(true);
    setNotice('');
    timeout.schedule(() => {
      onAddToCart(product, quantity);
      setAdding(false);
      setNotice(quantity === 1 ? 'Producto añadido al carrito' : `${quantity} unidades añadidas al carrito`);
    }, ADD_TO_CART_DELAY_MS);
  };

  if (stock <= 0) {
    return (
      <div className="purchase">
        <p className="purchase__unavailable">Producto no disponible</p>
        <button type="button" className="button button--primary purchase__add" disabled>
          <CartIcon size={20} /> Añadir al Carrito
        </button>
      </div>
    );
  }

  return (
    <div className="purchase">
      <div className="purchase__quantity">
        <label htmlFor={inputId} className="purchase__label">
          Cantidad
        </label>
        <div className="stepper">
          <button
            type="button"
            className="stepper__button"
            aria-label="Disminuir cantidad"
            onClick={() => setQuantity(quantity - 1)}
            disabled={quantity <= 1}
          >
            −
          </button>
          <input
            id={inputId}
            className="stepper__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={stock}
            step={1}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice('');
            }}
            onBlur={() => setDraft(String(quantity))}
          />
          <button
            type="button"
            className="stepper__button"
            aria-label="Aumentar cantidad"
            onClick={() => setQuantity(quantity + 1)}
            disabled={quantity >= stock}
          >
            +
          </button>
        </div>
        <span className="purchase__max">Máximo {stock}</span>
      </div>
      <div className="purchase__actions">
        <button type="button" className="button button--secondary purchase__add" onClick={addToCart} disabled={adding}>
          <CartIcon size={20} /> {adding ? 'Añadiendo...' : 'Añadir al Carrito'}
        </button>
        <button
          type="button"
          className="button button--primary purchase__buy"
          onClick={() => onBuyNow(product, quantity)}
          disabled={adding}
        >
          Comprar
        </button>
      </div>
      <p className="purchase__notice" role="status">
        {notice}
      </p>
    </div>
  );
}
