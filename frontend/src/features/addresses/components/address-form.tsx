import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { TextField } from '@/components/ui/form-field';
import { RegionComunaFields } from '@/components/ui/region-comuna-fields';
import type { Address, AddressInput } from '@/types/address';

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
  const errorOf = (field: Field) => (showErrors ? errors[field] : undefined);

  const set = (field: Exclude<keyof Values, 'isDefault'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const input = (field: Exclude<Field, 'region' | 'comuna'>) => ({
    id: id(field),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.target.value),
    error: errorOf(field),
  });

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

  return (
    <form className="address-form" noValidate onSubmit={handleSubmit} aria-labelledby={id('title')}>
      <h2 id={id('title')} className="address-form__title">
        {address ? `Editar dirección «${address.alias}»` : 'Nueva dirección'}
      </h2>

      <div className="address-form__grid">
        <TextField label="Alias" {...input('alias')} maxLength={MAX_LENGTH.alias} placeholder="Casa, Oficina…" />
        <TextField label="Nombre de quien recibe" {...input('name')} maxLength={MAX_LENGTH.name} autoComplete="name" />
        <TextField
          label="Dirección"
          fieldClassName="address-form__wide"
          {...input('street')}
          maxLength={MAX_LENGTH.street}
          autoComplete="address-line1"
          placeholder="Av. Providencia"
        />
        <TextField label="Número" {...input('number')} maxLength={MAX_LENGTH.number} placeholder="1234" />
        <TextField
          label="Depto / Oficina"
          optional
          id={id('apartment')}
          value={values.apartment}
          onChange={(event) => set('apartment')(event.target.value)}
          maxLength={MAX_LENGTH.apartment}
          autoComplete="address-line2"
          placeholder="502"
        />
        <RegionComunaFields
          region={values.region}
          comuna={values.comuna}
          onRegionChange={(region) => setValues((current) => ({ ...current, region, comuna: '' }))}
          onComunaChange={set('comuna')}
          errors={{ region: errorOf('region'), comuna: errorOf('comuna') }}
          keepUnlistedComuna
        />
        <TextField
          label="Código postal"
          {...input('postalCode')}
          hint={errorOf('postalCode') ? undefined : '7 dígitos, por ejemplo 7500000.'}
          inputMode="numeric"
          maxLength={7}
          autoComplete="postal-code"
          placeholder="7500000"
        />
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
