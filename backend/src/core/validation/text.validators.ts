import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';

type Messages = { required: string; tooLong: string };

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Numbers typed into text inputs (house number, postal code) arrive as numbers from some clients. */
const trimOrStringify = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : trim({ value });

const isFilled = (value: unknown) => typeof value === 'string' && value.length > 0;
const fitsIn = (max: number) => (value: unknown) => typeof value !== 'string' || value.length <= max;

/**
 * A trimmed text of 1..max characters. Exactly one Spanish message per broken rule, so a missing
 * field reports "obligatorio" once instead of every rule it breaks.
 */
export function RequiredText(
  max: number,
  messages: Messages,
  { acceptNumbers = false, uppercase = false } = {},
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      const trimmed = acceptNumbers ? trimOrStringify({ value }) : trim({ value });
      return uppercase && typeof trimmed === 'string' ? trimmed.toUpperCase() : trimmed;
    }),
    ValidateBy({ name: 'requiredText', validator: { validate: isFilled } }, { message: messages.required }),
    ValidateBy({ name: 'textMaxLength', validator: { validate: fitsIn(max) } }, { message: messages.tooLong }),
  );
}

/** An optional trimmed text of at most max characters; blank becomes null. */
export function OptionalText(
  max: number,
  messages: Pick<Messages, 'tooLong'> & { invalid: string },
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      const trimmed = trimOrStringify({ value });
      return trimmed === '' || trimmed === undefined ? null : trimmed;
    }),
    IsOptional(),
    ValidateBy(
      { name: 'optionalText', validator: { validate: (value) => typeof value === 'string' } },
      { message: messages.invalid },
    ),
    ValidateBy({ name: 'textMaxLength', validator: { validate: fitsIn(max) } }, { message: messages.tooLong }),
  );
}

/** A password of min..max characters (never trimmed: spaces are part of it). */
export function PasswordText(min: number, max: number, messages: { tooShort: string; tooLong: string }) {
  return applyDecorators(
    ValidateBy(
      {
        name: 'passwordMinLength',
        validator: { validate: (value) => typeof value === 'string' && value.length >= min },
      },
      { message: messages.tooShort },
    ),
    ValidateBy({ name: 'passwordMaxLength', validator: { validate: fitsIn(max) } }, { message: messages.tooLong }),
  );
}

/** A trimmed text matching a pattern, with one message for every way of getting it wrong. */
export function PatternText(
  pattern: RegExp,
  message: string,
  { lowercase = false, uppercase = false, acceptNumbers = false } = {},
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      const trimmed = acceptNumbers ? trimOrStringify({ value }) : trim({ value });
      if (typeof trimmed !== 'string') return trimmed;
      if (lowercase) return trimmed.toLowerCase();
      return uppercase ? trimmed.toUpperCase() : trimmed;
    }),
    ValidateBy(
      { name: 'patternText', validator: { validate: (value) => typeof value === 'string' && pattern.test(value) } },
      { message },
    ),
  );
}
