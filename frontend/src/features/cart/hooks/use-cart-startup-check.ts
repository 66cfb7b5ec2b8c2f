import { useEffect, useRef } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { useCheckStockMutation } from '@/features/cart/api/cart-api';
import { cartPricesRefreshed, cartStockRefreshed, selectCartItems } from '@/features/cart/cart-slice';
import type { Product } from '@/types/catalog';

/** Reads one product's current list view from the catalogue (the app layer supplies it: another feature's API). */
export type CartProductLoader = (
  productId: number,
) => Promise<Pick<Product, 'id' | 'price' | 'listPrice' | 'discount'>>;

/**
 * Once per visit: drops the cart lines whose product no longer exists on the server (storefront.md section 4) and,
 * with a loader, refreshes every line's price, so a cart stored days ago shows today's prices and sales (the server
 * charges those in any case).
 */
export function useCartStartupCheck(loadProduct?: CartProductLoader) {
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
      })
      // The shop still works with the stored cart; checkout verifies the stock again.
      .catch(() => undefined);
    if (!loadProduct) return;
    // A product that fails to load keeps its stored price: the stock check above deals with deleted ones.
    void Promise.allSettled(items.map((item) => loadProduct(item.product.id))).then((results) => {
      const fresh = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (fresh.length > 0) {
        dispatch(
          cartPricesRefreshed(fresh.map(({ id, price, listPrice, discount }) => ({ id, price, listPrice, discount }))),
        );
      }
    });
  }, [checkStock, dispatch, loadProduct]);
}
