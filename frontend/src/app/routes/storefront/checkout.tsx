import { useCallback } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGetAddressesQuery } from '@/features/addresses/api/addresses-api';
import { selectAuthUser, selectIsSignedIn } from '@/features/auth/auth-slice';
import { cartCleared, selectCartItems } from '@/features/cart/cart-slice';
import { useStockCheck } from '@/features/cart/hooks/use-stock-check';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

const NO_ADDRESSES: never[] = [];

/** /checkout: composes the cart, its stock check, the signed-in customer and their saved addresses. */
export function CheckoutRoute() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const user = useAppSelector(selectAuthUser);
  const signedIn = useAppSelector(selectIsSignedIn);
  const stock = useStockCheck();
  const addresses = useGetAddressesQuery(undefined, { skip: !signedIn });
  const clearCart = useCallback(() => dispatch(cartCleared()), [dispatch]);

  return (
    <CheckoutPage
      items={items}
      stock={stock}
      customer={signedIn && user ? { email: user.email, name: user.name } : null}
      savedAddresses={signedIn ? (addresses.data ?? NO_ADDRESSES) : NO_ADDRESSES}
      onOrderPlaced={clearCart}
    />
  );
}
