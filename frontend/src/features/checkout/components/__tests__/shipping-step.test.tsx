import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ShippingStep } from '@/features/checkout/components/shipping-step';
import { emptyCheckoutForm, type CheckoutForm, type DeliveryMethod } from '@/features/checkout/utils/checkout-form';
import { renderWithProviders, screen } from '@/testing/test-utils';

const INCOMPLETE = 'Por favor, completa todos los campos requeridos de envío.';

/** The step with the page's state around it, as CheckoutPage holds it. */
function Harness({ signedIn = false }: { signedIn?: boolean }) {
  const [form, setForm] = useState<CheckoutForm>(() => emptyCheckoutForm());
  const [delivery, setDelivery] = useState<DeliveryMethod>('delivery');
  return (
    <ShippingStep
      form={form}
      onFieldChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
      onRegionChange={(state) => setForm((current) => ({ ...current, state, city: '' }))}
      delivery={delivery}
      onDeliveryChange={setDelivery}
      signedIn={signedIn}
      savedAddresses={[]}
      savedAddress={null}
      onUseSavedAddresses={() => undefined}
      onSavedAddressSelect={() => undefined}
      shippingLabel="Por calcular"
    />
  );
}

const invalidFields = () =>
  screen
    .queryAllByRole('textbox')
    .concat(screen.queryAllByRole('combobox'))
    .filter((control) => control.getAttribute('aria-invalid') === 'true')
    .map((control) => control.getAttribute('autocomplete') ?? control.id);

describe('ShippingStep', () => {
  it('says nothing about missing fields on an untouched form', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Correo electrónico')).toBeRequired();
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(invalidFields()).toEqual([]);
  });

  it('marks a required field left blank once the shopper leaves it, and the step as incomplete', async () => {
    const { user } = renderWithProviders(<Harness />);
    const email = screen.getByLabelText('Correo electrónico');
    const phone = screen.getByLabelText('Teléfono');

    // Typing in a field and moving on does not flag it, nor the fields not reached yet.
    await user.type(email, 'luis@example.cl');
    await user.tab();
    expect(phone).toHaveFocus();
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(screen.getByText(INCOMPLETE)).toBeVisible();
    // Fields the shopper has not been to are not flagged.
    expect(screen.getByLabelText('Apellido')).not.toHaveAttribute('aria-invalid');

    // Going back (which leaves 'Nombre' blank) and filling the phone clears its mark; 'Nombre' is marked now.
    await user.type(phone, '+56911112222');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Nombre'), 'Luis');
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    expect(invalidFields()).toEqual([]);
  });

  it('says the step is incomplete once the shopper leaves the last required field with others skipped', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'luis@example.cl');
    await user.type(screen.getByLabelText('Código postal'), '8320000');
    await user.click(screen.getByLabelText('País'));

    expect(screen.getByText(INCOMPLETE)).toBeVisible();
    // Skipped fields stay unflagged: the message and the required marks say what to do.
    expect(invalidFields()).toEqual([]);
  });

  it('flags a blank region and comuna once left', async () => {
    const { user } = renderWithProviders(<Harness />);
    const region = screen.getByLabelText('Región');
    await user.click(region);
    await user.click(screen.getByLabelText('Código postal'));
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(region).toHaveAccessibleDescription('Este campo es obligatorio');

    await user.selectOptions(region, 'RM');
    expect(region).not.toHaveAttribute('aria-invalid');
    const comuna = screen.getByLabelText('Comuna');
    await user.click(comuna);
    await user.click(screen.getByLabelText('Dirección'));
    expect(comuna).toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it.each([
    ['a guest', false],
    ['a signed-in customer', true],
  ])('for store pickup needs only the contact of %s', async (_who, signedIn) => {
    const { user } = renderWithProviders(<Harness signedIn={signedIn} />);
    expect(screen.getByLabelText('Nombre')).toBeRequired();
    await user.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
    expect(screen.getByLabelText('Nombre')).not.toBeRequired();
    expect(screen.getByLabelText('Apellido')).not.toBeRequired();
    await user.click(screen.getByLabelText('Nombre'));
    await user.click(screen.getByLabelText('Apellido'));
    await user.click(screen.getByLabelText('Correo electrónico'));
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.cl');
    await user.click(screen.getByLabelText('Teléfono'));
    await user.click(screen.getByLabelText('Nombre'));
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(screen.getByText(INCOMPLETE)).toBeVisible();
  });
});
