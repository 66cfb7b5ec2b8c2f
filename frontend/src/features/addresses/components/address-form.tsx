import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { CHILE_REGIONS, comunasOf } from '@/lib/chile-regions';
import type { Address, AddressInput } from '@/types/address';

import '@/components/ui/form.css';

/** Field limits and texts of the API (POST/PUT /addresses). */
const MAX_LENGTH = { alias: 40, name: 80, street: 120, number: 10, apartment: 20 } as const;
const POSTAL_CODE_PATTERN = /^\d{7}$/;

export const ADDRESS_FIELD_MESSAGES = {
  alias: 'El alias es obligatorio',
  name: 'El nombre de quien recibe es obligatorio',
  street: 'La dirección es obligatoria',
  number: 'El número es obligatorio',
  region: 'La región es obligatoria',
  comuna: 'La comuna es obligatoria',
  postalCode: 'El código postal debe tener 7 dígitos',
} as const;

type Values = {
  alias: string;
  name: string;
  street: string;
  number: string;
  apartment: string;
  region: string;
  comuna: string;
  postalCode: string;
  isDefault: boolean;
};
type Field = keyof typeof ADDRESS_FIELD_MESSAGES;

function initialValues(address?: Address): Values {
  return {
    alias: address?.alias ?? '',
    name: address?.name ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    apartment: address?.apartment ?? '',
    region: address?.region ?? '',
    comuna: address?.comuna ?? '',
    postalCode: address?.postalCode ?? '',
    isDefault: false,
  };
}

function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ['alias', 'name', 'street', 'number', 'region', 'comuna'] as const) {
    if (!values[field].trim()) errors[field] = ADDRESS_FIELD_MESSAGES[field];
  }
  if (!POSTAL_CODE_PATTERN.test(values.postalCode.trim())) errors.postalCode = ADDRESS_FIELD_MESSAGES.postalCode;
  return errors;
}

type AddressFormProps = {
  /** The address being edited; omitted for a new one. */
  address?: Address;
  isSubmitting: boolean;
  onSubmit: (input: AddressInput) => void;
  onCancel: () => void;
};

/** Create or edit a saved address; choosing a region lists its comunas and clears the comuna chosen before. */
export function AddressForm({ address, isSubmitting, onSubmit, onCancel }: AddressFormProps) {
  const [values, setValues] = useState(() => initialValues(address));
  const [showErrors, setShowErrors] = useState(false);
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;

  const errors = validate(values);
  const comunas = comunasOf(values.region);
  // An address saved with a comuna outside the official list keeps it as a choice instead of losing it.
  const comunaOptions =
    values.comuna && !comunas.includes(values.comuna) ? [values.comuna, ...comunas] : (comunas as string[]);

  const set =
    (field: Exclude<keyof Values, 'isDefault'>) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const setRegion = (event: ChangeEvent<HTMLSelectElement>) => {
    const region = event.target.value;
    setValues((current) => ({ ...current, region, comuna: '' }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    onSubmit({
      alias: values.alias,
      name: values.name,
      street: values.street,
      number: values.number,
      apartment: values.apartment,
      comuna: values.comuna,
      region: values.region,
      postalCode: values.postalCode,
      // Only a request to become the default is sent; the server keeps the current default otherwise.
      ...(values.isDefault ? { isDefault: true } : {}),
    });
  };

  const errorOf = (field: Field) => (showErrors ? errors[field] : undefined);
  const a11y = (field: Field) => {
    const error = errorOf(field);
    return {
      id: id(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? id(`${field}-error`) : undefined,
    } as const;
  };
  const errorText = (field: Field) => {
    const error = errorOf(field);
    return error ? (
      <p id={id(`${field}-error`)} className="form-field__error">
        {error}
      </p>
    ) : null;
  };

  return (
    <form className="address-form" noValidate onSubmit={handleSubmit} aria-labelledby={id('title')}>
      <h2 id={id('title')} className="address-form__title">
        {address ? `Editar dirección «${address.alias}»` : 'Nueva dirección'}
      </h2>

      <div className="address-form__grid">
        <div className="form-field">
          <label className="form-field__label" htmlFor={id('alias')}>
            Alias
          </label>
          <input
            {...a11y('alias')}
            className="form-field__control"
            value={values.alias}
            onChange={set('alias')}
            maxLength={MAX_LENGTH.alias}
            placeholder="Casa, Oficina…"
          />
          {errorText('alias')}
        </div>

        <div className="form-field">
          <label className="form-field__label" htmlFor={id('name')}>
            Nombre de quien recibe
          </label>
          <input
            {...a11y('name')}
            className="form-field__control"
            value={values.name}
            onChange={set('name')}
            maxLength={MAX_LENGTH.name}
            autoComplete="name"
          />
          {errorText('name')}
        </div>

        <div className="form-field address-form__wide">
          <label className="form-field__label" htmlFor={id('street')}>
            Dirección
          </label>
          <input
            {...a11y('street')}
            className="form-field__control"
            value={values.street}
            onChange={set('street')}
            maxLength={MAX_LENGTH.street}
            autoComplete="address-line1"
            placeholder="Av. Providencia"
          />
          {errorText('street')}
        </div>

        <div className="form-field">
          <label className="form-field__label" htmlFor={id('number')}>
            Número
          </label>
          <input
            {...a11y('number')}
            className="form-field__control"
            value={values.number}
            onChange={set('number')}
            maxLength={MAX_LENGTH.number}
            placeholder="1234"
          />
          {errorText('number')}
        </div>

        <div className="form-field">
          <label className="form-field__label" htmlFor={id('apartment')}>
            Depto / Oficina <span className="form-field__optional">(opcional)</span>
          </label>
          <input
            id={id('apartment')}
            className="form-field__control"
            value={values.apartment}
            onChange={set('apartment')}
            maxLength={MAX_LENGTH.apartment}
            autoComplete="address-line2"
            placeholder="502"
          />
        </div>

        <div className="form-field">
          <label className="form-field__label" htmlFor={id('region')}>
            Región
          </label>
          <select {...a11y('region')} className="form-field__control" value={values.region} onChange={setRegion}>
            <option value="">Selecciona una región</option>
            {CHILE_REGIONS.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
          {errorText('region')}
        </div>

        <div className="form-field">
          <label className="form-field__label" htmlFor={id('comuna')}>
            Comuna
          </label>
          <select
            {...a11y('comuna')}
            className="form-field__control"
            value={values.comuna}
            onChange={set('comuna')}
            disabled={!values.region}
          >
            <option value="">{values.region ? 'Selecciona una comuna' : 'Primero elige una región'}</option>
            {comunaOptions.map((comuna) => (
              <option key={comuna} value={comuna}>
                {comuna}
              </option>
            ))}
          </select>
          {errorText('comuna')}
        </div>

        <div className="form-field">
          <label className="form-field__label" htmlFor={id('postalCode')}>
            Código postal
          </label>
          <input
            {...a11y('postalCode')}
            aria-describedby={errorOf('postalCode') ? id('postalCode-error') : id('postalCode-hint')}
            className="form-field__control"
            value={values.postalCode}
            onChange={set('postalCode')}
            inputMode="numeric"
            maxLength={7}
            autoComplete="postal-code"
            placeholder="7500000"
          />
          {errorText('postalCode') ?? (
            <p id={id('postalCode-hint')} className="form-field__hint">
              7 dígitos, por ejemplo 7500000.
            </p>
          )}
        </div>
      </div>

      {!address?.isDefault && (
        <label className="form-check">
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(event) => setValues((current) => ({ ...current, isDefault: event.target.checked }))}
          />
          Usar como dirección predeterminada
        </label>
      )}

      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : address ? 'Guardar cambios' : 'Guardar dirección'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
