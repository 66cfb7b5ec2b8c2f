import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { stacked } from '../../../core/validation/stacked';
import { PatternText, RequiredText } from '../../../core/validation/text.validators';
import { chileanPhoneDigits, formatRut, isChileanMobile, isValidRut } from '../rut';
import {
  BANK_TRANSFER_WINDOW_HOURS as W,
  SETTINGS_LIMITS as L,
  MAX_FREE_SHIPPING_THRESHOLD_CLP,
} from '../settings.constants';

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export const SETTINGS_VALIDATION_MESSAGES = {
  required: (label: string) => `${label} es obligatorio`,
  requiredFeminine: (label: string) => `${label} es obligatoria`,
  tooLong: (label: string, max: number) => `${label} no puede superar los ${max} caracteres`,
  rut: (label: string, value: unknown) =>
    typeof value === 'string' && value.trim() !== ''
      ? `${label} ${value.trim()} no es válido: revisa el número y el dígito verificador`
      : `${label} es obligatorio (por ejemplo 76.543.210-3)`,
  phone: 'El teléfono debe ser un número chileno, por ejemplo +56 9 1234 5678 o +56 2 2345 6789',
  whatsapp: 'El WhatsApp debe ser un celular chileno, por ejemplo +56 9 1234 5678',
  email: 'El email de contacto no es válido',
  bankReceiptEmail: 'El email para comprobantes no es válido',
  freeShippingThreshold:
    'El monto para envío gratis debe ser un número entero de pesos, 0 o más (vacío: sin envío gratis)',
  freeShippingTooHigh: `El monto para envío gratis no puede superar los ${MAX_FREE_SHIPPING_THRESHOLD_CLP} pesos`,
  storePickupEnabled: 'El retiro en tienda debe ser verdadero o falso',
  window: `El plazo para pagar una transferencia debe ser un número entero de ${W.min} a ${W.max} horas`,
} as const;

const M = SETTINGS_VALIDATION_MESSAGES;

interface TextDoc {
  example?: string;
  description?: string;
  /** The label's gender: 'obligatoria' instead of 'obligatorio'. */
  feminine?: boolean;
}

/** A required text of at most `max` characters, documented with that limit; its messages name it by `label`. */
function Text(max: number, label: string, { example, description, feminine = false }: TextDoc = {}): PropertyDecorator {
  return stacked(
    ApiProperty({
      ...(example === undefined ? {} : { example }),
      maxLength: max,
      ...(description === undefined ? {} : { description }),
    }),
    RequiredText(max, {
      required: feminine ? M.requiredFeminine(label) : M.required(label),
      tooLong: M.tooLong(label, max),
    }),
  );
}

/** A RUT with the right check digit, stored in the shop's form (76.543.210-3); the message names it. */
function Rut(label: string): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? formatRut(value.trim()) : value))(
      target,
      key,
    );
    ValidateBy(
      { name: 'rut', validator: { validate: isValidRut } },
      { message: ({ value }: { value: unknown }) => M.rut(label, value) },
    )(target, key);
  };
}

/** An e-mail address, lowercased, of at most L.email characters; `message` for every way it is wrong. */
function Email(message: string): PropertyDecorator {
  return stacked(
    PatternText(EMAIL_PATTERN, message, { lowercase: true }),
    ValidateBy(
      { name: 'emailMaxLength', validator: { validate: (v: unknown) => String(v).length <= L.email } },
      { message },
    ),
  );
}

function Phone(message: string, mobileOnly: boolean): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))(target, key);
    ValidateBy(
      {
        name: mobileOnly ? 'chileanMobile' : 'chileanPhone',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' &&
            value.length <= L.phone &&
            (mobileOnly ? isChileanMobile(value) : chileanPhoneDigits(value) !== null),
        },
      },
      { message },
    )(target, key);
  };
}

/** PUT /api/admin/settings: the whole record (every field; the form always sends them all). */
export class UpdateSettingsDto {
  // Identity
  @Text(L.storeName, 'El nombre de la tienda', { example: 'Repuestos' })
  storeName: string;

  @Text(L.legalName, 'La razón social', { example: 'Repuestos SpA', feminine: true })
  legalName: string;

  @ApiProperty({ example: '76.543.210-3', description: 'RUT de la empresa, con dígito verificador' })
  @Rut('El RUT de la empresa')
  rut: string;

  // Contact
  @ApiProperty({ example: '+56 9 5555 1234', description: 'Teléfono chileno (celular o fijo)' })
  @Phone(M.phone, false)
  phone: string;

  @ApiProperty({ example: '+56 9 5555 1234', description: 'Celular chileno para WhatsApp' })
  @Phone(M.whatsapp, true)
  whatsapp: string;

  @ApiProperty({ example: 'contacto@repuestos.cl', maxLength: L.email })
  @Email(M.email)
  email: string;

  @Text(L.address, 'La dirección de la tienda', { example: 'Av. Ejemplo 1234, Santiago', feminine: true })
  address: string;

  @Text(L.openingHours, 'El horario de atención', {
    example: 'Lunes a Viernes 10:30 - 17:30',
    description: 'Una línea por grupo de días',
  })
  openingHours: string;

  @Text(L.pickupInstructions, 'Las instrucciones de retiro', { feminine: true })
  pickupInstructions: string;

  // Bank transfer
  @Text(L.bankName, 'El banco', { example: 'Banco de Chile' })
  bankName: string;

  @Text(L.bankAccountType, 'El tipo de cuenta', { example: 'Cuenta Corriente' })
  bankAccountType: string;

  @Text(L.bankAccountNumber, 'El número de cuenta', { example: '00-123-45678-09' })
  bankAccountNumber: string;

  @Text(L.bankAccountHolder, 'El titular de la cuenta', { example: 'Repuestos SpA' })
  bankAccountHolder: string;

  @ApiProperty({ example: '76.543.210-3', description: 'RUT del titular, con dígito verificador' })
  @Rut('El RUT del titular')
  bankAccountRut: string;

  @ApiProperty({ example: 'pagos@repuestos.cl', maxLength: L.email })
  @Email(M.bankReceiptEmail)
  bankReceiptEmail: string;

  // Shipping and payment
  @ApiProperty({ type: Number, nullable: true, minimum: 0, description: 'CLP; null: sin envío gratis' })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: M.freeShippingThreshold })
  @Min(0, { message: M.freeShippingThreshold })
  @ValidateBy(
    {
      name: 'clpAtMost',
      validator: {
        validate: (value: unknown) => typeof value !== 'number' || value <= MAX_FREE_SHIPPING_THRESHOLD_CLP,
      },
    },
    { message: M.freeShippingTooHigh },
  )
  freeShippingThreshold: number | null;

  @ApiProperty()
  @IsBoolean({ message: M.storePickupEnabled })
  storePickupEnabled: boolean;

  @ApiProperty({ minimum: W.min, maximum: W.max, default: W.default })
  @IsInt({ message: M.window })
  @Min(W.min, { message: M.window })
  @Max(W.max, { message: M.window })
  bankTransferWindowHours: number;
}
