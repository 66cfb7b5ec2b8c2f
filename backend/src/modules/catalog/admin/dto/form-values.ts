import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { MAX_ID } from '../../catalog.constants';
import { MAX_INTEGER } from '../catalog-admin.constants';

/**
 * Decorators for the admin catalogue's form fields. Multipart forms send every value as text and
 * JSON bodies send numbers, so both are accepted; a blank text means "not given". Each field
 * reports one Spanish message, however many ways it is wrong.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isAbsent = (value: unknown) => value === undefined || value === null;
const isWholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_INTEGER;

/** CLP has no cents: form amounts (0.01 steps) are saved rounded to pesos. */
export const toPesos = (amount: number) => Math.round(amount);

/** '' → undefined, '12.5' → 12.5, 'abc' → NaN (refused by the validators). */
const toNumber = ({ value }: { value: unknown }) => {
  const text = trimmed(value);
  if (text === '') return undefined;
  return typeof text === 'string' ? Number(text) : text;
};

/** '' and 'null' → null (no value), '3' → 3. */
const toNullableNumber = ({ value }: { value: unknown }) => {
  const text = trimmed(value);
  if (text === '' || text === 'null' || text === null) return null;
  return typeof text === 'string' ? Number(text) : text;
};

function rule(name: string, validate: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate } }, { message });
}

/** A reference to a catalogue row (category, subcategory...): a positive id, or null/absent. */
export function FormId(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(toNullableNumber),
    IsOptional(),
    rule('formId', (value) => isWholeIn(value, 1, MAX_ID), message),
  );
}

/**
 * An amount in CLP (≥ 0; the service rounds it to pesos). Required when `messages.required` is
 * given; `nullable`: a blank value is null (clears it) instead of absent.
 */
export function FormAmount(messages: { invalid: string; required?: string }, { nullable = false } = {}) {
  return applyDecorators(
    Transform(nullable ? toNullableNumber : toNumber),
    messages.required ? rule('formRequired', (value) => !isAbsent(value), messages.required) : IsOptional(),
    rule('formAmount', (value) => isAbsent(value) || isAmount(value), messages.invalid),
  );
}

/**
 * An amount that, as saved (toPesos), must be lower than the object's `field` amount when both
 * are valid amounts (a missing or invalid one is the other rules' business, or the service's).
 */
export function FormAmountBelow(field: string, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'formAmountBelow',
      validator: {
        validate: (value, args) => {
          const limit = (args?.object as Record<string, unknown> | undefined)?.[field];
          return !isAmount(value) || !isAmount(limit) || toPesos(value) < toPesos(limit);
        },
      },
    },
    { message },
  );
}

/** An optional whole number ≥ 0 (stock). */
export function FormCount(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(toNumber),
    IsOptional(),
    rule('formCount', (value) => isWholeIn(value, 0, MAX_INTEGER), message),
  );
}

/** A query filter id: blank is no filter. */
export function QueryId(): PropertyDecorator {
  return FormId('El filtro debe ser un ID numérico');
}
