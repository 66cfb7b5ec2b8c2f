import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { TextField } from '@/components/ui/form-field';
import { RegionComunaFields } from '@/components/ui/region-comuna-fields';
import { paths } from '@/config/paths';
import {
  CHECKOUT_MESSAGES,
  isShippingStepValid,
  missingShippingFields,
  requiredShippingFields,
  type CheckoutForm,
  type DeliveryMethod,
} from '@/features/checkout/utils/checkout-form';
import { chileRegionName } from '@/lib/chile-regions';
import { useShopSettings } from '@/lib/shop-settings-api';
import type { Address } from '@/types/address';

type ShippingStepProps = {
  form: CheckoutForm;
  onFieldChange: (field: keyof CheckoutForm, value: string) => void;
  onRegionChange: (region: string) => void;
  delivery: DeliveryMethod;
  onDeliveryChange: (delivery: DeliveryMethod) => void;
  signedIn: boolean;
  savedAddresses: readonly Address[];
  /** The saved address in use, or null when the new-address form is shown. */
  savedAddress: Address | null;
  onUseSavedAddresses: (useSaved: boolean) => void;
  onSavedAddressSelect: (id: number) => void;
  shippingLabel: string;
};

/** The message under a required field the shopper left blank. */
const FIELD_REQUIRED = 'Este campo es obligatorio';

type ChoiceCardProps = {
  /** The radio group's name. */
  name: string;
  checked: boolean;
  onSelect: () => void;
  title: ReactNode;
  /** The lines under the title. */
  children: ReactNode;
};

/** One radio choice drawn as a card: the radio, a title and the lines that describe it. */
function ChoiceCard({ name, checked, onSelect, title, children }: ChoiceCardProps) {
  return (
    <label className={`choice-card${checked ? ' choice-card--selected' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onSelect} />
      <span className="choice-card__body">
        <span className="choice-card__title">{title}</span>
        {children}
      </span>
    </label>
  );
}

function SavedAddressCard({
  address,
  checked,
  onSelect,
}: {
  address: Address;
  checked: boolean;
  onSelect: () => void;
}) {
  const title = (
    <>
      {address.alias}
      {address.isDefault && <span className="choice-card__tag">Predeterminada</span>}
    </>
  );
  return (
    <ChoiceCard name="saved-address" checked={checked} onSelect={onSelect} title={title}>
      <span className="choice-card__text">{address.name}</span>
      <span className="choice-card__text">
        {address.street} {address.number}
        {address.apartment ? `, ${address.apartment}` : ''}
      </span>
      <span className="choice-card__text">
        {address.comuna}, {chileRegionName(address.region)}
      </span>
    </ChoiceCard>
  );
}

/**
 * Step 1 'Envío': contact, delivery method and the address (saved or new). A required field left blank says so once
 * the shopper leaves it, and the step's 'complete the required fields' message shows only then, or once the shopper
 * has left the last required field with the step still incomplete: never on an untouched form.
 */
export function ShippingStep(props: ShippingStepProps) {
  const { form, onFieldChange, delivery, savedAddresses, savedAddress, signedIn } = props;
  const { storePickupEnabled } = useShopSettings();
  const [visited, setVisited] = useState<ReadonlySet<keyof CheckoutForm>>(() => new Set());
  const choice = { form, delivery, savedAddress };
  const required = requiredShippingFields(choice);
  const missing = missingShippingFields(choice);
  const errorOf = (name: keyof CheckoutForm) =>
    visited.has(name) && missing.includes(name) ? FIELD_REQUIRED : undefined;
  const showIncomplete =
    !isShippingStepValid(choice) &&
    (missing.some((name) => visited.has(name)) || (required.length > 0 && visited.has(required[required.length - 1])));
  const leave = (name: keyof CheckoutForm) => () =>
    setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
  const field = (name: keyof CheckoutForm) => ({
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onFieldChange(name, event.target.value),
    onBlur: leave(name),
    error: errorOf(name),
  });

  return (
    <div className="checkout-step">
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">Información de contacto</legend>
        <div className="checkout-grid">
          <TextField label="Correo electrónico" type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+56912345678"
            required
            {...field('phone')}
          />
          <TextField
            label="Nombre"
            autoComplete="given-name"
            required={required.includes('firstName')}
            {...field('firstName')}
          />
          <TextField
            label="Apellido"
            autoComplete="family-name"
            required={required.includes('lastName')}
            {...field('lastName')}
          />
        </div>
      </fieldset>

      <fieldset className="checkout-section">
        <legend className="checkout-section__title">Método de entrega</legend>
        <div className="choice-list choice-list--columns">
          <ChoiceCard
            name="delivery-method"
            checked={delivery === 'delivery'}
            onSelect={() => props.onDeliveryChange('delivery')}
            title="Despacho a domicilio"
          >
            <span className="choice-card__text">Tarifa fija según la región de destino.</span>
          </ChoiceCard>
          {/* Offered while the shop has it on (its settings); the server refuses it otherwise. */}
          {(storePickupEnabled || delivery === 'pickup') && (
            <ChoiceCard
              name="delivery-method"
              checked={delivery === 'pickup'}
              onSelect={() => props.onDeliveryChange('pickup')}
              title="Retiro en tienda"
            >
              <span className="choice-card__text">Sin costo de envío</span>
            </ChoiceCard>
          )}
        </div>
      </fieldset>

      {delivery === 'delivery' && (
        <fieldset className="checkout-section">
          <legend className="checkout-section__title">Dirección de envío</legend>

          {signedIn && savedAddresses.length > 0 && (
            <div className="checkout-toggle" role="group" aria-label="Dirección a usar">
              <button
                type="button"
                className="checkout-toggle__button"
                aria-pressed={savedAddress !== null}
                onClick={() => props.onUseSavedAddresses(true)}
              >
                Usar dirección guardada
              </button>
              <button
                type="button"
                className="checkout-toggle__button"
                aria-pressed={savedAddress === null}
                onClick={() => props.onUseSavedAddresses(false)}
              >
                Nueva dirección
              </button>
            </div>
          )}

          {savedAddress ? (
            <div className="choice-list" role="radiogroup" aria-label="Direcciones guardadas">
              {savedAddresses.map((address) => (
                <SavedAddressCard
                  key={address.id}
                  address={address}
                  checked={address.id === savedAddress.id}
                  onSelect={() => props.onSavedAddressSelect(address.id)}
                />
              ))}
            </div>
          ) : (
            <div className="checkout-grid">
              <div className="checkout-grid__wide">
                <TextField
                  label="Dirección"
                  autoComplete="street-address"
                  placeholder="Calle, número, depto."
                  required
                  {...field('address')}
                />
              </div>
              <RegionComunaFields
                region={form.state}
                comuna={form.city}
                onRegionChange={props.onRegionChange}
                onComunaChange={(city) => onFieldChange('city', city)}
                errors={{ region: errorOf('state'), comuna: errorOf('city') }}
                required
                onRegionBlur={leave('state')}
                onComunaBlur={leave('city')}
              />
              <TextField
                label="Código postal"
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="Ej: 7500000"
                maxLength={7}
                required
                {...field('zipCode')}
              />
              <TextField
                label="País"
                readOnly
                value={form.country}
                onChange={(event) => onFieldChange('country', event.target.value)}
              />
            </div>
          )}

          {signedIn && (
            <p className="checkout-section__note">
              <Link to={paths.accountAddresses.getHref()}>Administrar mis direcciones</Link>
            </p>
          )}
        </fieldset>
      )}

      <p className="checkout-shipping-line">
        <span>Costo de envío:</span> <strong>{props.shippingLabel}</strong>
      </p>
      {showIncomplete && <p className="checkout-hint">{CHECKOUT_MESSAGES.shippingIncomplete}</p>}
    </div>
  );
}
