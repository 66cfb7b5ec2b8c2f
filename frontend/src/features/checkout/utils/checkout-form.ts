import {
  BANK_TRANSFER_CODE,
  CARD_PAYMENT_PROVIDER,
  DEFAULT_COUNTRY,
  FALLBACK_PAYMENT_METHODS,
  PICKUP_REGION,
} from '@/config/constants';
import type { PaymentMethod } from '@/features/checkout/api/checkout-api';
import { chileRegionName } from '@/lib/chile-regions';
import type { Address } from '@/types/address';

/** The spec's Checkout form: `city` holds the comuna and `state` the region code. */
export type CheckoutForm = {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export type DeliveryMethod = 'delivery' | 'pickup';

export const CHECKOUT_MESSAGES = {
  shippingIncomplete: 'Por favor, completa todos los campos requeridos de envío.',
  paymentIncomplete: 'Por favor, completa la información de pago.',
  stockProblems: 'Hay problemas de stock en tu carrito. Por favor, revisa las cantidades antes de continuar.',
  stockBlocked: 'No puedes continuar hasta que resuelvas los problemas de stock.',
  stockChanged:
    'El stock ha cambiado. No se puede procesar la orden. Por favor, verifica el stock y ajusta las cantidades.',
  insufficientStock: 'No se puede procesar la orden. Hay productos sin stock suficiente en tu carrito.',
  paymentProvider: 'Error al conectar con el proveedor de pago',
  orderFailed: 'Error al procesar el pedido. Por favor, inténtalo de nuevo.',
  paymentMethodsUnavailable: 'No pudimos cargar los medios de pago. Podrás realizar el pedido cuando se carguen.',
} as const;

export const PICKUP_ADDRESS_TEXT = 'Retiro en tienda';

export function emptyCheckoutForm(user?: { email: string; name: string } | null): CheckoutForm {
  const [firstName = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return {
    email: user?.email ?? '',
    phone: '',
    firstName,
    lastName: rest.join(' '),
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
  };
}

const filled = (value: string) => value.trim() !== '';

export type ShippingChoice = {
  form: CheckoutForm;
  delivery: DeliveryMethod;
  /** The saved address in use, when a signed-in customer ships to one. */
  savedAddress: Address | null;
};

/**
 * The form fields step 1 needs, in form order (storefront.md section 5): email and phone, and nothing more for store
 * pickup or a saved address; for home delivery to a new address the name and the new-address fields.
 */
export function requiredShippingFields({ delivery, savedAddress }: ShippingChoice): (keyof CheckoutForm)[] {
  const contact: (keyof CheckoutForm)[] = ['email', 'phone'];
  if (delivery === 'pickup') return contact;
  if (savedAddress) return contact;
  return [...contact, 'firstName', 'lastName', 'address', 'state', 'city', 'zipCode'];
}

/** The required fields still blank. */
export function missingShippingFields(choice: ShippingChoice): (keyof CheckoutForm)[] {
  return requiredShippingFields(choice).filter((field) => !filled(choice.form[field]));
}

/**
 * Step 1 (storefront.md section 5): email and a non-blank phone, then store pickup, or a region plus a saved
 * address or the new-address fields (first name, last name, address, comuna, region, postal code).
 */
export function isShippingStepValid(choice: ShippingChoice): boolean {
  if (missingShippingFields(choice).length > 0) return false;
  return choice.delivery === 'pickup' || !choice.savedAddress || filled(choice.savedAddress.region);
}

/** The region sent for shipping and for the order: the pickup code, the saved address's region or the chosen one. */
export function shippingRegionOf({ form, delivery, savedAddress }: ShippingChoice): string {
  if (delivery === 'pickup') return PICKUP_REGION;
  return savedAddress ? savedAddress.region : form.state;
}

/** The order's shippingAddress text. */
export function shippingAddressText({ form, delivery, savedAddress }: ShippingChoice): string {
  if (delivery === 'pickup') return PICKUP_ADDRESS_TEXT;
  if (savedAddress) {
    return [
      savedAddress.name,
      `${savedAddress.street} ${savedAddress.number}`.trim(),
      savedAddress.apartment,
      savedAddress.comuna,
      chileRegionName(savedAddress.region),
      savedAddress.postalCode,
      DEFAULT_COUNTRY,
    ]
      .filter((part): part is string => !!part && part.trim() !== '')
      .join(', ');
  }
  return [
    `${form.firstName.trim()} ${form.lastName.trim()}`.trim(),
    form.address.trim(),
    form.city,
    chileRegionName(form.state),
    form.zipCode.trim(),
    form.country || DEFAULT_COUNTRY,
  ]
    .filter(filled)
    .join(', ');
}

function fullName(form: CheckoutForm): string {
  return `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
}

/**
 * The name a guest order carries: the one given, else (store pickup asks only for e-mail and phone) the e-mail's
 * local part, since the server needs a name for every order (orders.customer_name is NOT NULL).
 */
export function guestOrderName(form: CheckoutForm): string {
  return fullName(form) || form.email.trim().split('@')[0];
}

const FALLBACK_NAMES: Record<(typeof FALLBACK_PAYMENT_METHODS)[number], string> = {
  credit_card: 'Tarjeta de Crédito',
  paypal: 'PayPal',
  bank_transfer: 'Transferencia Bancaria',
};

/**
 * Shown when the server lists no payment method (or the call fails): simulated, numbered from 1 (the default id).
 * They only show what the shop offers: no order can be placed with them, since their ids are not the server's methods
 * (id 1 would create an unpaid Webpay order).
 */
export const FALLBACK_METHODS: PaymentMethod[] = FALLBACK_PAYMENT_METHODS.map((code, index) => ({
  id: index + 1,
  name: FALLBACK_NAMES[code],
  code,
  simulated: true,
}));

export function isCardProvider(method: PaymentMethod | null | undefined): boolean {
  return method?.code === CARD_PAYMENT_PROVIDER.code;
}

export function isBankTransfer(method: PaymentMethod | null | undefined): boolean {
  return method?.code === BANK_TRANSFER_CODE || /transferencia/i.test(method?.name ?? '');
}

/** The saved address a signed-in customer starts with: the default one, else the first. */
export function initialSavedAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}
