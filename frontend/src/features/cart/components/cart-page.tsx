import { Link, useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CartIcon } from '@/components/ui/icons';
import { OrderTotals } from '@/components/ui/order-totals';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { CART_MAX_QUANTITY } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  cartItemQuantitySet,
  cartItemRemoved,
  selectCartItems,
  selectCartSubtotal,
  type CartItem,
} from '@/features/cart/cart-slice';
import { useStockCheck } from '@/features/cart/hooks/use-stock-check';
import { lineStockStatus } from '@/features/cart/utils/stock-check';

import '@/components/ui/form.css';
import './cart.css';

const IMAGE_SIZE = 96;

/** Choices 1..min(10, stock); a quantity above the stock stays listed (disabled) so the line shows what it holds. */
function quantityChoices(item: CartItem): number[] {
  const max = Math.min(CART_MAX_QUANTITY, Math.max(0, item.product.stock));
  const choices = Array.from({ length: max }, (_, index) => index + 1);
  if (item.quantity > max) choices.push(item.quantity);
  return choices;
}

function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const { product, quantity } = item;
  const status = lineStockStatus(item);
  const maxChoice = Math.min(CART_MAX_QUANTITY, product.stock);

  return (
    <li className={`cart-line${status === 'ok' ? '' : ' cart-line--problem'}`}>
      <ProductImage product={product} size={IMAGE_SIZE} className="cart-line__image" />
      <div className="cart-line__info">
        <Link to={paths.product.getHref(product.id, product.title)} className="cart-line__title">
          {product.title}
        </Link>
        {product.sku && <p className="cart-line__meta">SKU: {product.sku}</p>}
        <p className="cart-line__meta">
          Precio unitario: <Price price={product.price} listPrice={product.listPrice} discount={product.discount} />
        </p>
        {status === 'sold-out' && <p className="cart-line__stock">Sin stock: elimina este producto para continuar</p>}
        {status === 'over-stock' && <p className="cart-line__stock">Solo {product.stock} disponibles</p>}
      </div>
      <div className="cart-line__controls">
        <select
          className="form-field__control cart-line__quantity"
          aria-label={`Cantidad de ${product.title}`}
          value={quantity}
          disabled={status === 'sold-out'}
          onChange={(event) =>
            dispatch(cartItemQuantitySet({ productId: product.id, quantity: Number(event.target.value) }))
          }
        >
          {quantityChoices(item).map((choice) => (
            <option key={choice} value={choice} disabled={choice > maxChoice}>
              {choice}
            </option>
          ))}
        </select>
        <p className="cart-line__total" aria-label={`Total de ${product.title}`}>
          <Price price={product.price} listPrice={product.listPrice} quantity={quantity} showDiscount={false} />
        </p>
        <button
          type="button"
          className="cart-line__remove"
          aria-label={`Eliminar ${product.title}`}
          onClick={() => dispatch(cartItemRemoved(product.id))}
        >
          Eliminar
        </button>
      </div>
    </li>
  );
}

/** /cart: lines with quantity and removal, the stock check, and the summary leading to checkout. */
export function CartPage() {
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  // At the price charged: the sale price for the products on sale.
  const subtotal = useAppSelector(selectCartSubtotal);
  const stock = useStockCheck();

  if (items.length === 0) {
    return (
      <section className="container cart-page">
        <h1 className="cart-page__title">Carrito de Compras</h1>
        <div className="empty-state empty-state--page">
          <CartIcon size={48} />
          <p className="empty-state__title">Tu carrito está vacío</p>
          <p className="cart-empty__text">Agrega repuestos desde el catálogo para comenzar tu compra.</p>
          <Link to={paths.catalogue.getHref()} className="button button--primary">
            Continuar Comprando
          </Link>
        </div>
      </section>
    );
  }

  const blocked = items.some((item) => lineStockStatus(item) !== 'ok');

  return (
    <section className="container cart-page">
      <h1 className="cart-page__title">Carrito de Compras</h1>

      {stock.isChecking && (
        <p className="cart-page__checking" role="status">
          Verificando stock...
        </p>
      )}
      {(stock.errors.length > 0 || stock.warnings.length > 0) && (
        <div className="stock-alert" role="alert">
          <p className="stock-alert__title">Problemas de stock</p>
          <ul className="stock-alert__list">
            {stock.errors.map((message) => (
              <li key={message} className="stock-alert__error">
                {message}
              </li>
            ))}
            {stock.warnings.map((warning) => (
              <li key={warning.message} className="stock-alert__warning">
                {warning.message}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void stock.verify()}
            disabled={stock.isChecking}
          >
            Verificar Stock
          </button>
        </div>
      )}

      <div className="cart-page__layout">
        <ul className="cart-lines" aria-label="Productos en el carrito">
          {items.map((item) => (
            <CartLine key={item.product.id} item={item} />
          ))}
        </ul>

        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            Resumen del pedido
          </h2>
          <OrderTotals
            block="cart-summary"
            lines={items}
            subtotal={subtotal}
            shipping="Por calcular"
            total={subtotal}
          />
          <button
            type="button"
            className="button button--primary button--block"
            disabled={blocked}
            onClick={() => navigate(paths.checkout.getHref())}
          >
            Proceder al Pago
          </button>
          {blocked && (
            <p className="cart-summary__hint">
              Elimina los productos agotados y ajusta las cantidades para continuar con el pago.
            </p>
          )}
          <Link to={paths.catalogue.getHref()} className="button button--ghost button--block">
            Continuar Comprando
          </Link>
        </aside>
      </div>
    </section>
  );
}
