import { describe, expect, it } from 'vitest';

import type { CreatedOrder } from '@/features/checkout/api/checkout-api';
import {
  checkoutReducer,
  initialCheckoutState,
  type CheckoutAction,
  type CheckoutState,
} from '@/features/checkout/components/checkout-state';

const unpaid: CreatedOrder = { id: 41, total: 25_990, customerEmail: 'ana@example.com', paymentDueAt: null };

function run(state: CheckoutState, ...actions: CheckoutAction[]): CheckoutState {
  return actions.reduce(checkoutReducer, state);
}

const guest = () => initialCheckoutState(null);

describe('checkoutReducer', () => {
  it('starts at step 1, prefilled with the signed-in customer, shipping to a saved address', () => {
    const state = initialCheckoutState({ email: 'ana@example.com', name: 'Ana María Soto' });
    expect(state).toMatchObject({
      step: 1,
      delivery: 'delivery',
      useSaved: true,
      paymentMethodId: null,
      processing: false,
      unpaidOrder: null,
      completed: null,
    });
    expect(state.form).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', lastName: 'María Soto' });
    expect(guest().form.email).toBe('');
  });

  it('changes a field and clears the step error, leaving the other fields alone', () => {
    const state = run(
      guest(),
      { type: 'fieldChanged', field: 'address', value: 'Av. Siempre Viva 742' },
      { type: 'stepRefused', message: 'Por favor, completa todos los campos requeridos de envío.' },
      { type: 'fieldChanged', field: 'phone', value: '+56 9 1234 5678' },
    );
    expect(state.form).toMatchObject({ address: 'Av. Siempre Viva 742', phone: '+56 9 1234 5678' });
    expect(state.stepError).toBeNull();
  });

  it('empties the comuna when the region changes', () => {
    const state = run(
      guest(),
      { type: 'regionChanged', region: 'RM' },
      { type: 'fieldChanged', field: 'city', value: 'Ñuñoa' },
      { type: 'regionChanged', region: 'V' },
    );
    expect(state.form).toMatchObject({ state: 'V', city: '' });
  });

  it('clears the step error when the delivery method changes', () => {
    const state = run(
      guest(),
      { type: 'stepRefused', message: 'falta algo' },
      { type: 'deliveryChanged', delivery: 'pickup' },
    );
    expect(state).toMatchObject({ delivery: 'pickup', stepError: null });
  });

  it('keeps the saved-address choice', () => {
    const state = run(
      guest(),
      { type: 'savedAddressChosen', addressId: 7 },
      { type: 'savedAddressesToggled', useSaved: false },
    );
    expect(state).toMatchObject({ chosenAddressId: 7, useSaved: false });
  });

  it('forgets an unpaid card order when another payment method is chosen', () => {
    const state = run(
      guest(),
      { type: 'unpaidOrderKept', order: unpaid },
      { type: 'stepRefused', message: 'Por favor, completa la información de pago.' },
      { type: 'paymentMethodChosen', methodId: 3 },
    );
    expect(state).toMatchObject({ paymentMethodId: 3, unpaidOrder: null, stepError: null });
  });

  it('clears both errors on a step chosen by the shopper, only the step error on one reached with Continuar', () => {
    const failed = run(
      guest(),
      { type: 'stepAdvanced', step: 3 },
      { type: 'orderFailed', message: 'Error al conectar con el proveedor de pago' },
      { type: 'stepRefused', message: 'falta algo' },
    );
    expect(run(failed, { type: 'stepAdvanced', step: 3 })).toMatchObject({
      step: 3,
      stepError: null,
      orderError: 'Error al conectar con el proveedor de pago',
    });
    expect(run(failed, { type: 'stepSelected', step: 2 })).toMatchObject({
      step: 2,
      stepError: null,
      orderError: null,
    });
  });

  it('runs an order: processing with no error, then a failure that ends processing, or a completed order', () => {
    const refused = run(guest(), { type: 'orderRefused', message: 'Por favor, completa la información de pago.' });
    expect(refused).toMatchObject({ processing: false, orderError: 'Por favor, completa la información de pago.' });

    const started = run(refused, { type: 'orderStarted' });
    expect(started).toMatchObject({ processing: true, orderError: null });

    const failed = run(started, { type: 'unpaidOrderKept', order: unpaid }, { type: 'orderFailed', message: 'No' });
    expect(failed).toMatchObject({ processing: false, orderError: 'No', unpaidOrder: unpaid });

    const completed = { id: 42, email: 'ana@example.com', bankTransfer: true, paymentDueAt: '2026-01-02T00:00:00Z' };
    expect(run(started, { type: 'orderCompleted', order: completed }).completed).toEqual(completed);
  });
});
