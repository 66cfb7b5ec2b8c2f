import { Link } from 'react-router-dom';

import { CartIcon } from '@/components/ui/icons';
import { CARD_PAYMENT_PROVIDER } from '@/config/constants';
import { paths } from '@/config/paths';
import { CheckoutProgress } from '@/features/checkout/components/checkout-progress';
import type { CheckoutCustomer, CheckoutItem, CheckoutStockCheck } from '@/features/checkout/components/checkout-types';
import { OrderComplete } from '@/features/checkout/components/order-complete';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentStep } from '@/features/checkout/components/payment-step';
import { ReviewStep } from '@/features/checkout/components/review-step';
import { ShippingStep } from '@/features/checkout/components/shipping-step';
import { useCheckoutState } from '@/features/checkout/components/use-checkout-state';
import { CHECKOUT_MESSAGES, isCardProvider, shippingAddressText } from '@/features/checkout/utils/checkout-form';
import type { Address } from '@/types/address';

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

/** /checkout: shipping, payment and review steps, then the order (and the card payment start). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { items, stock, savedAddresses } = props;
  const checkout = useCheckoutState(props);
  const { state, actions, signedIn, methodsQuery, selectedMethod, hasStockErrors, paymentValid } = checkout;
  const { step, form, delivery, stepError, orderError, processing, completed } = state;

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
        <div className="empty-state empty-state--page">
          <CartIcon size={48} />
          <p className="empty-state__title">Tu carrito está vacío</p>
          <Link to={paths.catalogue.getHref()} className="button button--primary">
            Continuar Comprando
          </Link>
        </div>
      </section>
    );
  }

  const stepValid = step === 1 ? checkout.shippingValid : paymentValid;
  const incompleteMessage = step === 1 ? CHECKOUT_MESSAGES.shippingIncomplete : CHECKOUT_MESSAGES.paymentIncomplete;
  const placeLabel = processing
    ? 'Procesando...'
    : isCardProvider(selectedMethod)
      ? `Continuar con ${CARD_PAYMENT_PROVIDER.name} →`
      : 'Realizar Pedido';

  return (
    <section className="container checkout-page">
      <h1 className="checkout-page__title">Finalizar Compra</h1>
      <CheckoutProgress step={step} onStepSelect={actions.goToStep} />

      <div className="checkout-page__layout">
        <form className="checkout-panel" onSubmit={actions.continueFrom} noValidate>
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
              onFieldChange={actions.changeField}
              onRegionChange={actions.changeRegion}
              delivery={delivery}
              onDeliveryChange={actions.changeDelivery}
              signedIn={signedIn}
              savedAddresses={savedAddresses}
              savedAddress={checkout.savedAddress}
              onUseSavedAddresses={actions.useSavedAddresses}
              onSavedAddressSelect={actions.chooseSavedAddress}
              shippingLabel={checkout.shippingLabel}
            />
          )}
          {step === 2 && (
            <PaymentStep
              methods={checkout.methods}
              loading={methodsQuery.isLoading}
              selectedId={paymentValid ? checkout.selectedMethodId : null}
              onSelect={actions.choosePaymentMethod}
              onRetry={() => void methodsQuery.refetch()}
              retrying={methodsQuery.isFetching}
            />
          )}
          {step === 3 && (
            <ReviewStep
              items={items}
              warnings={stock.warnings}
              pickup={checkout.pickup}
              addressText={shippingAddressText(checkout.choice)}
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
              <button type="button" className="button button--ghost" onClick={actions.goBack} disabled={processing}>
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
                onClick={() => void actions.placeOrder()}
                disabled={processing || hasStockErrors || !paymentValid}
              >
                {placeLabel}
              </button>
            )}
          </div>
          {hasStockErrors && <p className="checkout-hint">{CHECKOUT_MESSAGES.stockBlocked}</p>}
          {/* Step 1 says what is missing itself, once the shopper has been through the fields. */}
          {!hasStockErrors && step === 2 && !stepValid && !stepError && !checkout.methodsUnavailable && (
            <p className="checkout-hint">{incompleteMessage}</p>
          )}
        </form>

        <OrderSummary
          items={items}
          subtotal={checkout.subtotal}
          shippingLabel={checkout.shippingLabel}
          total={checkout.total}
        />
      </div>
    </section>
  );
}
