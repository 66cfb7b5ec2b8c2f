import { useEffect, useRef } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { useCheckStockMutation } from '@/features/cart/api/cart-api';
import { cartStockRefreshed, selectCartItems } from '@/features/cart/cart-slice';
import { pricesOf } from '@/features/cart/utils/stock-check';

/**
 * Once per visit: drops the cart lines whose product no longer exists on the server (storefront.md section 4) and
 * stores every line's current price, so a cart saved days ago shows today's prices and sales (the server charges
 * those in any case).
 */
export function useCartStartupCheck() {
  const dispatch = useAppDispatch();
  const [checkStock] = useCheckStockMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const items = dispatch((_dispatch, getState) => selectCartItems(getState()));
    if (items.length === 0) return;
    checkStock(items.map((item) => ({ productId: item.product.id, quantity: item.quantity })))
      .unwrap()
      .then((rows) => {
        const removedIds = rows.filter((row) => !row.exists).map((row) => row.productId);
        if (removedIds.length > 0) dispatch(cartStockRefreshed({ stocks: [], removedIds }));
        const prices = pricesOf(rows);
        if (prices.payload.length > 0) dispatch(prices);
      })
      // The shop still works with the stored cart; checkout verifies the stock again.
      .catch(() => undefined);
  }, [checkStock, dispatch]);
}
