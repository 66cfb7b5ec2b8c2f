import { useCallback } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import type { Product } from '@/types/catalog';

/** Reads a product (GET /products/{id}) outside a component's render, e.g. to refresh a stored cart's prices. */
export function useProductLoader(): (productId: number) => Promise<Product> {
  const dispatch = useAppDispatch();
  return useCallback(
    (productId: number) =>
      dispatch(catalogApi.endpoints.getProduct.initiate({ id: productId }, { subscribe: false })).unwrap(),
    [dispatch],
  );
}
