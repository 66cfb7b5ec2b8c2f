import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

/** Order numbers are sequential, so guessing them with an email must stay slow. */
export const GUEST_LOOKUP_RATE_LIMIT: RateLimitPolicy = { name: 'order-lookup', limit: 30, windowMs: 60_000 };

/**
 * Orders placed per client IP (IPv6: per /64): every order holds stock until it is paid or
 * cancelled, so one client must not be able to hold a product's whole stock with a script. Generous
 * for shoppers behind a shared address (carrier NAT, an office); without Redis orders still go through.
 */
export const ORDER_CREATION_RATE_LIMIT: RateLimitPolicy = {
  name: 'order-create',
  limit: 30,
  windowMs: 10 * 60_000,
  message: 'Demasiados pedidos desde tu conexión. Inténtalo de nuevo en unos minutos.',
  whenUnavailable: 'allow',
};

/**
 * What one order without an account may hold: every order keeps its units until it is paid or
 * cancelled, so an anonymous script must not take a product's whole stock with a few orders.
 * The storefront's cart offers at most 10 units per line; signed-in customers keep the cart limits.
 */
export const GUEST_MAX_ORDER_LINES = 20;
export const GUEST_MAX_LINE_QUANTITY = 10;

export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;

/** An unpaid card (Webpay) order gives its units back this long after it was placed, unless paid or paying. */
export const CARD_PAYMENT_WINDOW_MS = 30 * 60_000;

/** Payment method codes (payment_methods.code) with rules of their own. */
export const WEBPAY_METHOD_CODE = 'webpay';
export const BANK_TRANSFER_METHOD_CODE = 'bank_transfer';

/**
 * How long a bank-transfer order waits for the transfer by default; new orders take the shop setting
 * ('Configuración de la tienda', SettingsService.bankTransferWindowMs), seeded with this value.
 */
export const BANK_TRANSFER_PAYMENT_WINDOW_MS = 48 * 60 * 60_000;

/** Payment window per payment method code; orders of a method not listed never expire by themselves. */
export const PAYMENT_WINDOWS_MS: Readonly<Partial<Record<string, number>>> = {
  [WEBPAY_METHOD_CODE]: CARD_PAYMENT_WINDOW_MS,
  [BANK_TRANSFER_METHOD_CODE]: BANK_TRANSFER_PAYMENT_WINDOW_MS,
};

/** How often the orders maintenance job runs (BullMQ job scheduler, one run per period across all workers). */
export const ORDERS_MAINTENANCE_EVERY_MS = 60_000;

/** Orders read per query by the unpaid-order sweep (it walks every overdue order in batches). */
export const UNPAID_SWEEP_BATCH = 100;

/** How long an Idempotency-Key of POST /orders answers with its first order. */
export const ORDER_IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** Idempotency-Key header: letters, digits, '-' and '_' (a UUID fits); short or odd keys are refused. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`,
);

/**
 * Largest order total (CLP). Far beyond any real car-parts order or what a card or a transfer
 * approves in one go, yet it keeps every amount exact in JavaScript numbers and in Webpay's amount
 * field; a larger total is a typo or a hostile cart and gets a clear 400 instead of a database error.
 */
export const MAX_ORDER_TOTAL = 10_000_000_000;

/** What the buyer's cancellation e-mail says when the shop, not an admin, cancelled an unpaid order. */
export const CANCELLATION_REASONS = {
  /** The unpaid-order sweep: the payment window ended. */
  paymentWindowEnded: 'Venció el plazo para pagar el pedido sin que recibiéramos el pago.',
  /** Webpay answered rejected, aborted or expired. */
  paymentFailed: 'El pago con Webpay no se completó (fue rechazado, anulado o venció).',
} as const;
