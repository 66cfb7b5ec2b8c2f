import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { CartIcon } from '@/components/ui/icons';
import { CARD_PAYMENT_PROVIDER, DEFAULT_PAYMENT_METHOD_ID, PICKUP_SHIPPING_COST } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  useCalculateShippingQuery,
  useCreateOrderMutation,
  useGetPaymentMethodsQuery,
  useStartPaymentMutation,
  type CreatedOrder,
  type OrderPayloadWire,
} from '@/features/checkout/api/checkout-api';
import { CheckoutProgress, canSelectStep, type CheckoutStep } from '@/features/checkout/components/checkout-progress';
import type { CheckoutCustomer, CheckoutItem, CheckoutStockCheck } from '@/features/checkout/components/checkout-types';
import { OrderComplete } from '@/features/checkout/components/order-complete';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentStep } from '@/features/checkout/components/payment-step';
import { ReviewStep } from '@/features/checkout/components/review-step';
import { ShippingStep } from '@/features/checkout/components/shipping-step';
import { createAttemptKeys } from '@/features/checkout/utils/attempt-key';
import { browser } from '@/features/checkout/utils/browser';
import { saveBuyerEmail } from '@/features/checkout/utils/buyer-email';
import {
  CHECKOUT_MESSAGES,
  emptyCheckoutForm,
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

import '@/components/ui/form.css';
import './checkout.css';

type CheckoutPageProps = {
  items: readonly CheckoutItem[];
  stock: CheckoutStockCheck;
  /** The signed-in customer (email and name prefill the form), or null for a guest. */
  customer: CheckoutCustomer | null;
  savedAddresses: readonly Address[];
  /** Empties the cart once an order without card payment is placed. */
  onOrderPlaced: () => void;
};

type CompletedOrder = { id: number; email: string; bankTransfer: boolean; paymentDueAt: string | null };

function queryError(error: unknown): FetchBaseQueryError | undefined {
  return error as FetchBaseQueryError | undefined;
}

/** /checkout: shipping, payment and review steps, then the order (and the card payment start). */
export function CheckoutPage({ items, stock, customer, savedAddresses, onOrderPlaced }: CheckoutPageProps) {
  const [step, setStep] = useState<CheckoutStep>(1);
  const [form, setForm] = useState<CheckoutForm>(() => emptyCheckoutForm(customer));
  const [delivery, setDelivery] = useState<DeliveryMethod>('delivery');
  const [useSaved, setUseSaved] = useState(true);
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null);
  const [paymentMethodId, setPaymentMethodId] = useState<number | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // An order created for a card payment whose start failed: a retry only starts the payment again.
  const [unpaidOrder, setUnpaidOrder] = useState<CreatedOrder | null>(null);
  const [completed, setCompleted] = useState<CompletedOrder | null>(null);
  // One Idempotency-Key per attempt: a retry of the same order cannot place a second one.
  const [attemptKeys] = useState(createAttemptKeys);

  const [createOrder] = useCreateOrderMutation();
  const [startPayment] = useStartPaymentMutation();
  const methodsQuery = useGetPaymentMethodsQuery();

  const methods = methodsQuery.data?.length ? methodsQuery.data : methodsQuery.isLoading ? [] : FALLBACK_METHODS;
  const selectedMethodId = paymentMethodId ?? methods[0]?.id ?? DEFAULT_PAYMENT_METHOD_ID;
  const selectedMethod = methods.find((method) => method.id === selectedMethodId) ?? null;
  // Only the simulated fallbacks are listed: nothing the server could take an order with.
  const methodsUnavailable = methods.some((method) => method.simulated);

  const signedIn = customer !== null;
  const savedAddress =
    signedIn && useSaved && savedAddresses.length > 0
      ? (savedAddresses.find((address) => address.id === chosenAddressId) ?? initialSavedAddress(savedAddresses))
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

  const subtotal = items.reduce((total, item) => total + item.product.price * item.quantity, 0);
  const total = subtotal + shippingCost;
  const hasStockErrors = stock.errors.length > 0;
  const shippingValid = isShippingStepValid(choice);
  const paymentValid = selectedMethod !== null && !selectedMethod.simulated;

  if (completed) {
    return (
      <OrderComplete
        orderId={completed.id}
        signedIn={signedIn}
        email={completed.email}
        bankTransfer={completed.bankTransfer}
        paymentDueAt={completed.paymentDueAt}
      />
    );
  }

  if (items.length === 0) {
    return (
      <section className="container checkout-page">
        <h1 className="checkout-page__title">Finalizar Compra</h1>
        <div className="checkout-empty">
          <CartIcon size={48} />
          <p className="checkout-empty__title">Tu carrito está vacío</p>
          <Link to={paths.catalogue.getHref()} className="button button--primary">
            Continuar Comprando
          </Link>
        </div>
      </section>
    );
  }

  const changeField = (field: keyof CheckoutForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setStepError(null);
  };
  // A new region empties the comuna; the shipping query follows the region by itself.
  const changeRegion = (value: string) => {
    setForm((current) => ({ ...current, state: value, city: '' }));
    setStepError(null);
  };

  // Each step starts at the top of the page, where the progress bar shows where the buyer is.
  const showStep = (target: CheckoutStep) => {
    setStep(target);
    window.scrollTo({ top: 0 });
  };

  const goToStep = (target: CheckoutStep) => {
    if (!canSelectStep(target, step)) return;
    showStep(target);
    setStepError(null);
    setOrderError(null);
  };

  const continueFrom = (event: FormEvent) => {
    event.preventDefault();
    if (hasStockErrors) {
      setStepError(CHECKOUT_MESSAGES.stockBlocked);
      return;
    }
    if (step === 1) {
      if (!shippingValid) return setStepError(CHECKOUT_MESSAGES.shippingIncomplete);
      setStepError(null);
      showStep(2);
    } else if (step === 2) {
      if (!paymentValid) {
        return setStepError(
          methodsUnavailable ? CHECKOUT_MESSAGES.paymentMethodsUnavailable : CHECKOUT_MESSAGES.paymentIncomplete,
        );
      }
      setStepError(null);
      showStep(3);
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
    if (!paymentValid) {
      setOrderError(
        methodsUnavailable ? CHECKOUT_MESSAGES.paymentMethodsUnavailable : CHECKOUT_MESSAGES.paymentIncomplete,
      );
      return;
    }
    setProcessing(true);
    setOrderError(null);

    let order = unpaidOrder;
    if (!order) {
      const errors = await stock.verify();
      if (errors.length > 0) {
        setOrderError(CHECKOUT_MESSAGES.stockChanged);
        setProcessing(false);
        return;
      }
      try {
        const payload = orderPayload();
        order = await createOrder({ order: payload, idempotencyKey: attemptKeys.keyFor(payload) }).unwrap();
        attemptKeys.done();
      } catch (error) {
        if (getErrorStatus(queryError(error)) === 409) {
          setOrderError(getErrorMessage(queryError(error)) ?? CHECKOUT_MESSAGES.insufficientStock);
          void stock.verify();
        } else {
          // A 400 names what is wrong ('El email no es válido') under its general message: show both.
          setOrderError(getErrorSummary(queryError(error)) ?? CHECKOUT_MESSAGES.orderFailed);
        }
        setProcessing(false);
        return;
      }
    }

    if (isCardProvider(selectedMethod)) {
      setUnpaidOrder(order);
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
        setOrderError(getErrorMessage(queryError(error)) ?? CHECKOUT_MESSAGES.paymentProvider);
        setProcessing(false);
      }
      return;
    }

    setCompleted({
      id: order.id,
      email: form.email.trim(),
      bankTransfer: isBankTransfer(selectedMethod),
      paymentDueAt: order.paymentDueAt,
    });
    onOrderPlaced();
  };

  const stepValid = step === 1 ? shippingValid : paymentValid;
  const incompleteMessage = step === 1 ? CHECKOUT_MESSAGES.shippingIncomplete : CHECKOUT_MESSAGES.paymentIncomplete;
  const placeLabel = processing
    ? 'Procesando...'
    : isCardProvider(selectedMethod)
      ? `Continuar con ${CARD_PAYMENT_PROVIDER.name} →`
      : 'Realizar Pedido';

  return (
    <section className="container checkout-page">
      <h1 className="checkout-page__title">Finalizar Compra</h1>
      <CheckoutProgress step={step} onStepSelect={goToStep} />

      <div className="checkout-page__layout">
        <form className="checkout-panel" onSubmit={continueFrom} noValidate>
          {hasStockErrors && (
            <div className="stock-problems" role="alert">
              <p className="stock-problems__title">{CHECKOUT_MESSAGES.stockProblems}</p>
              <ul className="stock-problems__list">
                {stock.errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              <Link to={paths.cart.getHref()} className="stock-problems__link">
                Ajustar cantidades en el carrito
              </Link>
            </div>
          )}
          {stock.warnings.length > 0 && (
            <ul className="stock-warnings" aria-label="Avisos de stock">
              {stock.warnings.map((warning) => (
                <li key={warning.productId}>{warning.message}</li>
              ))}
            </ul>
          )}

          {step === 1 && (
            <ShippingStep
              form={form}
              onFieldChange={changeField}
              onRegionChange={changeRegion}
              delivery={delivery}
              onDeliveryChange={(value) => {
                setDelivery(value);
                setStepError(null);
              }}
              signedIn={signedIn}
              savedAddresses={savedAddresses}
              savedAddress={savedAddress}
              onUseSavedAddresses={setUseSaved}
              onSavedAddressSelect={setChosenAddressId}
              shippingLabel={shippingLabel}
            />
          )}
          {step === 2 && (
            <PaymentStep
              methods={methods}
              loading={methodsQuery.isLoading}
              selectedId={paymentValid ? selectedMethodId : null}
              onSelect={(id) => {
                setPaymentMethodId(id);
                setUnpaidOrder(null);
                setStepError(null);
              }}
              onRetry={() => void methodsQuery.refetch()}
              retrying={methodsQuery.isFetching}
            />
          )}
          {step === 3 && (
            <ReviewStep
              items={items}
              warnings={stock.warnings}
              pickup={pickup}
              addressText={shippingAddressText(choice)}
              contact={{ email: form.email.trim(), phone: form.phone.trim() }}
              paymentMethod={selectedMethod}
            />
          )}

          {stepError && (
            <p className="form-message form-message--error" role="alert">
              {stepError}
            </p>
          )}
          {orderError && (
            <p className="form-message form-message--error" role="alert">
              {orderError}
            </p>
          )}

          <div className="checkout-actions">
            {step > 1 && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  showStep((step - 1) as CheckoutStep);
                  setStepError(null);
                  setOrderError(null);
                }}
                disabled={processing}
              >
                Volver
              </button>
            )}
            {step < 3 &&
              (hasStockErrors ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void stock.verify()}
                  disabled={stock.isChecking}
                >
                  {stock.isChecking ? 'Verificando...' : 'Verificar Stock'}
                </button>
              ) : (
                <button type="submit" className="button button--primary" disabled={!stepValid}>
                  Continuar
                </button>
              ))}
            {step === 3 && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void placeOrder()}
                disabled={processing || hasStockErrors || !paymentValid}
              >
                {placeLabel}
              </button>
            )}
          </div>
          {hasStockErrors && <p className="checkout-hint">{CHECKOUT_MESSAGES.stockBlocked}</p>}
          {/* Step 1 says what is missing itself, once the shopper has been through the fields. */}
          {!hasStockErrors && step === 2 && !stepValid && !stepError && !methodsUnavailable && (
            <p className="checkout-hint">{incompleteMessage}</p>
          )}
        </form>

        <OrderSummary items={items} subtotal={subtotal} shippingLabel={shippingLabel} total={total} />
      </div>
    </section>
  );
}
