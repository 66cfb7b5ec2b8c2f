import type { ShopSettingsValues } from './api/admin-settings-api';

/** What the form edits: every field as typed (the threshold and the hours as text until saved). */
export type SettingsForm = Omit<ShopSettingsValues, 'freeShippingThreshold' | 'bankTransferWindowHours'> & {
  freeShippingThreshold: string;
  bankTransferWindowHours: string;
};

export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The server's limits (backend settings.constants.ts). */
export const SETTINGS_FORM_LIMITS = {
  storeName: 100,
  legalName: 150,
  email: 254,
  address: 200,
  openingHours: 300,
  pickupInstructions: 500,
  bankName: 100,
  bankAccountType: 50,
  bankAccountNumber: 30,
  bankAccountHolder: 150,
  windowHours: { min: 1, max: 720 },
} as const;

const L = SETTINGS_FORM_LIMITS;

/** The server's messages (backend update-settings.dto.ts), so a field reads the same before and after saving. */
export const SETTINGS_FIELD_MESSAGES = {
  rut: (label: string, value: string) =>
    value.trim() === ''
      ? `${label} es obligatorio (por ejemplo 76.543.210-3)`
      : `${label} ${value.trim()} no es válido: revisa el número y el dígito verificador`,
  phone: 'El teléfono debe ser un número chileno, por ejemplo +56 9 1234 5678 o +56 2 2345 6789',
  whatsapp: 'El WhatsApp debe ser un celular chileno, por ejemplo +56 9 1234 5678',
  email: 'El email de contacto no es válido',
  bankReceiptEmail: 'El email para comprobantes no es válido',
  freeShippingThreshold:
    'El monto para envío gratis debe ser un número entero de pesos, 0 o más (vacío: sin envío gratis)',
  window: `El plazo para pagar una transferencia debe ser un número entero de ${L.windowHours.min} a ${L.windowHours.max} horas`,
} as const;

const M = SETTINGS_FIELD_MESSAGES;

/** Text fields: their label as the server's messages start with it, its gender and the longest text. */
const TEXT_FIELDS: ReadonlyArray<[SettingsField, string, 'o' | 'a', number]> = [
  ['storeName', 'El nombre de la tienda', 'o', L.storeName],
  ['legalName', 'La razón social', 'a', L.legalName],
  ['address', 'La dirección de la tienda', 'a', L.address],
  ['openingHours', 'El horario de atención', 'o', L.openingHours],
  ['pickupInstructions', 'Las instrucciones de retiro', 'a', L.pickupInstructions],
  ['bankName', 'El banco', 'o', L.bankName],
  ['bankAccountType', 'El tipo de cuenta', 'o', L.bankAccountType],
  ['bankAccountNumber', 'El número de cuenta', 'o', L.bankAccountNumber],
  ['bankAccountHolder', 'El titular de la cuenta', 'o', L.bankAccountHolder],
];

/** Which field a server reason is about, by the label it starts with (longest label first). */
const REASON_PREFIXES: ReadonlyArray<[string, SettingsField]> = (
  [
    ...TEXT_FIELDS.map(([field, label]) => [label, field] as [string, SettingsField]),
    ['El RUT de la empresa', 'rut'],
    ['El RUT del titular', 'bankAccountRut'],
    ['El teléfono', 'phone'],
    ['El WhatsApp', 'whatsapp'],
    ['El email de contacto', 'email'],
    ['El email para comprobantes', 'bankReceiptEmail'],
    ['El monto para envío gratis', 'freeShippingThreshold'],
    ['El retiro en tienda', 'storePickupEnabled'],
    ['El plazo para pagar una transferencia', 'bankTransferWindowHours'],
  ] as Array<[string, SettingsField]>
).sort((a, b) => b[0].length - a[0].length);

export function fieldOfReason(reason: string): SettingsField | null {
  return REASON_PREFIXES.find(([prefix]) => reason.startsWith(`${prefix} `))?.[1] ?? null;
}

/** The check digit of a RUT body (módulo 11). */
function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

export function isValidRut(value: string): boolean {
  const match = /^(\d{1,2}(?:\.?\d{3}){2}|\d{7,8})-?([\dkK])$/.exec(value.trim());
  return match !== null && rutCheckDigit(match[1].replace(/\./g, '')) === match[2].toUpperCase();
}

/** '+56 9 5555 1234' → '56955551234'; null when it is not a Chilean number. */
export function chileanPhoneDigits(value: string): string | null {
  const digits = value.replace(/[\s().-]/g, '').replace(/^\+/, '');
  const national = /^56\d{9}$/.test(digits) ? digits.slice(2) : digits;
  return /^[2-9]\d{8}$/.test(national) ? `56${national}` : null;
}

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The same rules as the server, checked before sending. */
export function validateSettings(form: SettingsForm): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const [field, label, ending, max] of TEXT_FIELDS) {
    const value = String(form[field]).trim();
    if (value === '') errors[field] = `${label} es obligatori${ending}`;
    else if (value.length > max) errors[field] = `${label} no puede superar los ${max} caracteres`;
  }
  if (!isValidRut(form.rut)) errors.rut = M.rut('El RUT de la empresa', form.rut);
  if (!isValidRut(form.bankAccountRut)) errors.bankAccountRut = M.rut('El RUT del titular', form.bankAccountRut);
  if (chileanPhoneDigits(form.phone) === null) errors.phone = M.phone;
  if (!chileanPhoneDigits(form.whatsapp)?.startsWith('569')) errors.whatsapp = M.whatsapp;
  if (!EMAIL_PATTERN.test(form.email.trim()) || form.email.trim().length > L.email) errors.email = M.email;
  if (!EMAIL_PATTERN.test(form.bankReceiptEmail.trim()) || form.bankReceiptEmail.trim().length > L.email) {
    errors.bankReceiptEmail = M.bankReceiptEmail;
  }
  if (form.freeShippingThreshold.trim() !== '' && !/^\d+$/.test(form.freeShippingThreshold.trim())) {
    errors.freeShippingThreshold = M.freeShippingThreshold;
  }
  const hours = form.bankTransferWindowHours.trim();
  if (!/^\d+$/.test(hours) || Number(hours) < L.windowHours.min || Number(hours) > L.windowHours.max) {
    errors.bankTransferWindowHours = M.window;
  }
  return errors;
}

export function toForm(values: ShopSettingsValues): SettingsForm {
  return {
    ...values,
    freeShippingThreshold: values.freeShippingThreshold === null ? '' : String(values.freeShippingThreshold),
    bankTransferWindowHours: String(values.bankTransferWindowHours),
  };
}

/** The PUT body: every field, texts trimmed, an empty threshold as null (no free shipping). */
export function toValues(form: SettingsForm): ShopSettingsValues {
  const text = (value: string) => value.trim();
  return {
    storeName: text(form.storeName),
    legalName: text(form.legalName),
    rut: text(form.rut),
    phone: text(form.phone),
    whatsapp: text(form.whatsapp),
    email: text(form.email),
    address: text(form.address),
    openingHours: text(form.openingHours),
    pickupInstructions: text(form.pickupInstructions),
    bankName: text(form.bankName),
    bankAccountType: text(form.bankAccountType),
    bankAccountNumber: text(form.bankAccountNumber),
    bankAccountHolder: text(form.bankAccountHolder),
    bankAccountRut: text(form.bankAccountRut),
    bankReceiptEmail: text(form.bankReceiptEmail),
    freeShippingThreshold: form.freeShippingThreshold.trim() === '' ? null : Number(form.freeShippingThreshold.trim()),
    storePickupEnabled: form.storePickupEnabled,
    bankTransferWindowHours: Number(form.bankTransferWindowHours.trim()),
  };
}
