import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useReducer, useState, type FormEvent } from 'react';

import { CARD_PAYMENT_PROVIDER, DEFAULT_PAYMENT_METHOD_ID, PICKUP_SHIPPING_COST } from '@/config/constants';
import {
  useCalculateShippingQuery,
  useCreateOrderMutation,
  useGetPaymentMethodsQuery,
  useStartPaymentMutation,
  type OrderPayloadWire,
} from '@/features/checkout/api/checkout-api';
import { canSelectStep, type CheckoutStep } from '@/features/checkout/components/checkout-progress';
import { checkoutReducer, initialCheckoutState } from '@/features/checkout/components/checkout-state';
import type { CheckoutCustomer, CheckoutItem, CheckoutStockCheck } from '@/features/checkout/components/checkout-types';
import { createAttemptKeys } from '@/features/checkout/utils/attempt-key';
import { browser } from '@/features/checkout/utils/browser';
import { saveBuyerEmail } from '@/features/checkout/utils/buyer-email';
import {
  CHECKOUT_MESSAGES,
  FALLBACK_METHODS,
  guestOrderName,
  initialSavedAddress,
  isBankTransfer,
  isCardProvider,
  isShippingStepValid,
  shippingAddressText,
  shippingRegionOf,
  type CheckoutForm,
  type DeliveryMethod,
  type ShippingChoice,
} from '@/features/checkout/utils/checkout-form';
import { getErrorMessage, getErrorStatus, getErrorSummary } from '@/lib/api-error';
import type { Address } from '@/types/address';
import { formatPrice } from '@/utils/format';
import { linesSubtotal } from '@/utils/line-totals';

export type CheckoutStateArgs = {
  items: readonly CheckoutItem[];
  stock: CheckoutStockCheck;
  customer: CheckoutCustomer | null;
  savedAddresses: readonly Address[];
  onOrderPlaced: () => void;
};

function queryError(error: unknown): FetchBaseQueryError | undefined {
  return error as FetchBaseQueryError | undefined;
}

/**
 * The checkout's state (one reducer), what follows from it (the chosen address and method, shipping, totals,
 * validity) and the shopper's actions, including placing the order and starting the card payment.
 */
export function useCheckoutState({ items, stock, customer, savedAddresses, onOrderPlaced }: CheckoutStateArgs) {
  const [state, dispatch] = useReducer(checkoutReducer, customer, initialCheckoutState);
  const { step, form, delivery, processing, unpaidOrder } = state;
  // One Idempotency-Key per attempt: a retry of the same order cannot place a second one.
  const [attemptKeys] = useState(createAttemptKeys);

  const [createOrder] = useCreateOrderMutation();
  const [startPayment] = useStartPaymentMutation();
  const methodsQuery = useGetPaymentMethodsQuery();

  const methods = methodsQuery.data?.length ? methodsQuery.data : methodsQuery.isLoading ? [] : FALLBACK_METHODS;
  const selectedMethodId = state.paymentMethodId ?? methods[0]?.id ?? DEFAULT_PAYMENT_METHOD_ID;
  const selectedMethod = methods.find((method) => method.id === selectedMethodId) ?? null;
  // Only the simulated fallbacks are listed: nothing the server could take an order with.
  const methodsUnavailable = methods.some((method) => method.simulated);

  const signedIn = customer !== null;
  const savedAddress =
    signedIn && state.useSaved && savedAddresses.length > 0
      ? (savedAddresses.find((address) => address.id === state.chosenAddressId) ?? initialSavedAddress(savedAddresses))
      : null;
  const choice: ShippingChoice = { form, delivery, savedAddress };
  const region = shippingRegionOf(choice);
  const pickup = delivery === 'pickup';

  const shippingQuery = useCalculateShippingQuery(
    !pickup && region && items.length > 0
      ? { products: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })), region }
      : skipToken,
  );

  let shippingLabel = 'Por calcular';
  let shippingCost = 0;
  if (pickup) {
    shippingLabel = 'GRATIS';
    shippingCost = PICKUP_SHIPPING_COST;
  } else if (shippingQuery.isFetching) {
    shippingLabel = 'Calculando...';
  } else if (shippingQuery.currentData && !shippingQuery.isError) {
    const { isFreeShipping, shippingCost: cost } = shippingQuery.currentData;
    shippingCost = isFreeShipping ? 0 : cost;
    shippingLabel = shippingCost === 0 ? 'GRATIS' : formatPrice(shippingCost);
  }

  const subtotal = linesSubtotal(items);
  const hasStockErrors = stock.errors.length > 0;
  const shippingValid = isShippingStepValid(choice);
  const paymentValid = selectedMethod !== null && !selectedMethod.simulated;
  const paymentMessage = methodsUnavailable
    ? CHECKOUT_MESSAGES.paymentMethodsUnavailable
    : CHECKOUT_MESSAGES.paymentIncomplete;

  // Each step starts at the top of the page, where the progress bar shows where the buyer is.
  const scrollToTop = () => window.scrollTo({ top: 0 });

  const selectStep = (target: CheckoutStep) => {
    dispatch({ type: 'stepSelected', step: target });
    scrollToTop();
  };

  const goToStep = (target: CheckoutStep) => {
    if (canSelectStep(target, step)) selectStep(target);
  };

  const continueFrom = (event: FormEvent) => {
    event.preventDefault();
    if (hasStockErrors) return dispatch({ type: 'stepRefused', message: CHECKOUT_MESSAGES.stockBlocked });
    if (step === 1 && !shippingValid) {
      return dispatch({ type: 'stepRefused', message: CHECKOUT_MESSAGES.shippingIncomplete });
    }
    if (step === 2 && !paymentValid) return dispatch({ type: 'stepRefused', message: paymentMessage });
    if (step === 1 || step === 2) {
      dispatch({ type: 'stepAdvanced', step: (step + 1) as CheckoutStep });
      scrollToTop();
    }
  };

  const orderPayload = (): OrderPayloadWire => ({
    items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
    shippingAddress: shippingAddressText(choice),
    paymentMethodId: selectedMethodId,
    region,
    ...(signedIn
      ? {}
      : { guestInfo: { email: form.email.trim(), name: guestOrderName(form), phone: form.phone.trim() || null } }),
  });

  const placeOrder = async () => {
    if (processing || hasStockErrors) return;
    if (!paymentValid) return dispatch({ type: 'orderRefused', message: paymentMessage });
    dispatch({ type: 'orderStarted' });

    let order = unpaidOrder;
    if (!order) {
      const errors = await stock.verify();
      if (errors.length > 0) return dispatch({ type: 'orderFailed', message: CHECKOUT_MESSAGES.stockChanged });
      try {
        const payload = orderPayload();
        order = await createOrder({ order: payload, idempotencyKey: attemptKeys.keyFor(payload) }).unwrap();
        attemptKeys.done();
      } catch (error) {
        if (getErrorStatus(queryError(error)) === 409) {
          const message = getErrorMessage(queryError(error)) ?? CHECKOUT_MESSAGES.insufficientStock;
          dispatch({ type: 'orderFailed', message });
          void stock.verify();
        } else {
          // A 400 names what is wrong ('El email no es válido') under its general message: show both.
          const message = getErrorSummary(queryError(error)) ?? CHECKOUT_MESSAGES.orderFailed;
          dispatch({ type: 'orderFailed', message });
        }
        return;
      }
    }

    if (isCardProvider(selectedMethod)) {
      dispatch({ type: 'unpaidOrderKept', order });
      saveBuyerEmail(form.email);
      try {
        // A guest order is paid with its checkout e-mail (the server's copy, else the form's).
        const payment = await startPayment({
          provider: CARD_PAYMENT_PROVIDER.code,
          orderId: order.id,
          email: order.customerEmail || form.email.trim(),
        }).unwrap();
        if (payment.demo) browser.alert(payment.message || 'Modo demostración: no se realizará ningún cargo.');
        // The page stays in 'Procesando...' while the browser leaves for the provider.
        browser.redirect(payment.paymentUrl);
      } catch (error) {
        dispatch({
          type: 'orderFailed',
          message: getErrorMessage(queryError(error)) ?? CHECKOUT_MESSAGES.paymentProvider,
        });
      }
      return;
    }

    dispatch({
      type: 'orderCompleted',
      order: {
        id: order.id,
        email: form.email.trim(),
        bankTransfer: isBankTransfer(selectedMethod),
        paymentDueAt: order.paymentDueAt,
      },
    });
    onOrderPlaced();
  };

  return {
    state,
    signedIn,
    methods,
    methodsQuery,
    selectedMethod,
    selectedMethodId,
    methodsUnavailable,
    savedAddress,
    choice,
    pickup,
    shippingLabel,
    subtotal,
    total: subtotal + shippingCost,
    hasStockErrors,
    shippingValid,
    paymentValid,
    actions: {
      changeField: (field: keyof CheckoutForm, value: string) => dispatch({ type: 'fieldChanged', field, value }),
      changeRegion: (value: string) => dispatch({ type: 'regionChanged', region: value }),
      changeDelivery: (value: DeliveryMethod) => dispatch({ type: 'deliveryChanged', delivery: value }),
      useSavedAddresses: (useSaved: boolean) => dispatch({ type: 'savedAddressesToggled', useSaved }),
      chooseSavedAddress: (addressId: number) => dispatch({ type: 'savedAddressChosen', addressId }),
      choosePaymentMethod: (methodId: number) => dispatch({ type: 'paymentMethodChosen', methodId }),
      goToStep,
      goBack: () => selectStep((step - 1) as CheckoutStep),
      continueFrom,
      placeOrder,
    },
  };
}
