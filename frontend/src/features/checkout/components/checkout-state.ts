import type { CreatedOrder } from '@/features/checkout/api/checkout-api';
import type { CheckoutStep } from '@/features/checkout/components/checkout-progress';
import type { CheckoutCustomer } from '@/features/checkout/components/checkout-types';
import { emptyCheckoutForm, type CheckoutForm, type DeliveryMethod } from '@/features/checkout/utils/checkout-form';

// Everything the checkout page remembers between renders, in one pure reducer (unit-tested without React).

export type CompletedOrder = { id: number; email: string; bankTransfer: boolean; paymentDueAt: string | null };

export type CheckoutState = {
  step: CheckoutStep;
  form: CheckoutForm;
  delivery: DeliveryMethod;
  /** A signed-in customer ships to a saved address (else to the new-address fields). */
  useSaved: boolean;
  chosenAddressId: number | null;
  /** null until the shopper picks one: the first listed method is the default. */
  paymentMethodId: number | null;
  stepError: string | null;
  orderError: string | null;
  processing: boolean;
  /** An order created for a card payment whose start failed: a retry only starts the payment again. */
  unpaidOrder: CreatedOrder | null;
  completed: CompletedOrder | null;
};

export type CheckoutAction =
  | { type: 'fieldChanged'; field: keyof CheckoutForm; value: string }
  /** A new region empties the comuna. */
  | { type: 'regionChanged'; region: string }
  | { type: 'deliveryChanged'; delivery: DeliveryMethod }
  | { type: 'savedAddressesToggled'; useSaved: boolean }
  | { type: 'savedAddressChosen'; addressId: number }
  /** Another method: an unpaid card order is not retried with it. */
  | { type: 'paymentMethodChosen'; methodId: number }
  /** A step chosen in the progress bar or with 'Volver': the errors of the step left behind go. */
  | { type: 'stepSelected'; step: CheckoutStep }
  /** 'Continuar' accepted the step. */
  | { type: 'stepAdvanced'; step: CheckoutStep }
  | { type: 'stepRefused'; message: string }
  /** 'Realizar Pedido' refused before anything was sent. */
  | { type: 'orderRefused'; message: string }
  | { type: 'orderStarted' }
  | { type: 'orderFailed'; message: string }
  | { type: 'unpaidOrderKept'; order: CreatedOrder }
  | { type: 'orderCompleted'; order: CompletedOrder };

export function initialCheckoutState(customer: CheckoutCustomer | null): CheckoutState {
  return {
    step: 1,
    form: emptyCheckoutForm(customer),
    delivery: 'delivery',
    useSaved: true,
    chosenAddressId: null,
    paymentMethodId: null,
    stepError: null,
    orderError: null,
    processing: false,
    unpaidOrder: null,
    completed: null,
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'fieldChanged':
      return { ...state, form: { ...state.form, [action.field]: action.value }, stepError: null };
    case 'regionChanged':
      return { ...state, form: { ...state.form, state: action.region, city: '' }, stepError: null };
    case 'deliveryChanged':
      return { ...state, delivery: action.delivery, stepError: null };
    case 'savedAddressesToggled':
      return { ...state, useSaved: action.useSaved };
    case 'savedAddressChosen':
      return { ...state, chosenAddressId: action.addressId };
    case 'paymentMethodChosen':
      return { ...state, paymentMethodId: action.methodId, unpaidOrder: null, stepError: null };
    case 'stepSelected':
      return { ...state, step: action.step, stepError: null, orderError: null };
    case 'stepAdvanced':
      return { ...state, step: action.step, stepError: null };
    case 'stepRefused':
      return { ...state, stepError: action.message };
    case 'orderRefused':
      return { ...state, orderError: action.message };
    case 'orderStarted':
      return { ...state, processing: true, orderError: null };
    case 'orderFailed':
      return { ...state, processing: false, orderError: action.message };
    case 'unpaidOrderKept':
      return { ...state, unpaidOrder: action.order };
    case 'orderCompleted':
      return { ...state, completed: action.order };
    default:
      return state;
  }
}
