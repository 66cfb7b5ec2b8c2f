import { useCallback, useEffect, useMemo, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useCheckStockMutation } from '@/features/cart/api/cart-api';
import { cartStockRefreshed, selectCartItems } from '@/features/cart/cart-slice';
import {
  buildStockCheck,
  cartStockErrors,
  pricesOf,
  STOCK_MESSAGES,
  type StockWarning,
} from '@/features/cart/utils/stock-check';

export type StockCheck = {
  /** Sold-out and short lines of the cart as it stands, plus the failure message when the server could not say. */
  errors: string[];
  /** Lines whose stock changed since they were added (still enough). */
  warnings: StockWarning[];
  isChecking: boolean;
  /** Asks the server for the current stock, stores it in the cart and resolves with the errors found. */
  verify: () => Promise<string[]>;
};

/** The spec's Stock check: verifies the cart against the server (on mount unless told otherwise). */
export function useStockCheck({ checkOnMount = true }: { checkOnMount?: boolean } = {}): StockCheck {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const [checkStock, { isLoading }] = useCheckStockMutation();
  const [warnings, setWarnings] = useState<StockWarning[]>([]);
  const [failed, setFailed] = useState(false);

  const verify = useCallback((): Promise<string[]> => {
    // The cart at the moment of the call, not the one of the last render.
    const current = dispatch((_dispatch, getState) => selectCartItems(getState()));
    if (current.length === 0) return Promise.resolve([]);
    return checkStock(current.map((item) => ({ productId: item.product.id, quantity: item.quantity })))
      .unwrap()
      .then(
        (rows) => {
          const outcome = buildStockCheck(current, rows);
          dispatch(cartStockRefreshed({ stocks: outcome.stocks }));
          // The prices too: the totals shown are the ones the order will charge.
          const prices = pricesOf(rows);
          if (prices.payload.length > 0) dispatch(prices);
          setWarnings(outcome.warnings);
          setFailed(false);
          return outcome.errors;
        },
        () => {
          setFailed(true);
          return [STOCK_MESSAGES.failed];
        },
      );
  }, [checkStock, dispatch]);

  useEffect(() => {
    if (checkOnMount) void verify();
  }, [checkOnMount, verify]);

  const errors = useMemo(
    () => [...cartStockErrors(items), ...(failed ? [STOCK_MESSAGES.failed] : [])],
    [items, failed],
  );
  const currentWarnings = useMemo(
    () =>
      warnings.filter((warning) =>
        items.some((item) => item.product.id === warning.productId && item.quantity <= item.product.stock),
      ),
    [items, warnings],
  );

  return { errors, warnings: currentWarnings, isChecking: isLoading, verify };
}
