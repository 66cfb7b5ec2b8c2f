import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAuthUser, selectIsSignedIn } from '@/features/auth/auth-slice';
import { cartCleared } from '@/features/cart/cart-slice';
import { PaymentResult, toPaymentOutcome } from '@/features/checkout/components/payment-result';
import { readBuyerEmail } from '@/features/checkout/utils/buyer-email';
import { useGetGuestOrderQuery } from '@/features/orders/api/order-lookup-api';

/** /checkout/success?order={id}&status=…: the card payment's outcome; an approved payment empties the cart. */
export function CheckoutSuccessRoute() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const user = useAppSelector(selectAuthUser);
  const signedIn = useAppSelector(selectIsSignedIn);
  const orderId = params.get('order')?.trim() || null;
  const outcome = toPaymentOutcome(params.get('status'));
  const email = user?.email ?? readBuyerEmail();
  const cleared = useRef(false);

  useEffect(() => {
    if (outcome !== 'approved' || cleared.current) return;
    cleared.current = true;
    dispatch(cartCleared());
  }, [dispatch, outcome]);

  const lookup = useGetGuestOrderQuery(
    outcome === 'approved' && orderId && /^\d+$/.test(orderId) && email ? { orderId, email } : skipToken,
  );
  const order = lookup.data;

  return (
    <PaymentResult
      outcome={outcome}
      orderId={orderId}
      signedIn={signedIn}
      receiptLoading={lookup.isLoading}
      receipt={
        order
          ? {
              paymentMethod: order.paymentMethod,
              authorizationCode: order.payment?.authorizationCode ?? null,
              cardLastDigits: order.payment?.cardLastDigits ?? null,
              installments: order.payment?.installments ?? null,
            }
          : null
      }
    />
  );
}
