/** Injection token of the active PaymentProvider (Webpay Plus with credentials, the demo provider without). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface CreatePaymentInput {
  /** The shop's reference for this attempt (Webpay: at most 26 characters). */
  buyOrder: string;
  /** Opaque session reference (Webpay: at most 61 characters). */
  sessionId: string;
  /** CLP, whole pesos. */
  amount: number;
  /** Where the provider sends the browser back (GET or POST, with token_ws or TBK_TOKEN). */
  returnUrl: string;
}

/** Where to send the buyer: a form POST of `token_ws` = token to url. */
export interface CreatedPayment {
  token: string;
  url: string;
}

/** The outcome of a commit or a status query, reduced to what the shop stores. */
export interface PaymentResult {
  /** True only when the provider authorised the exact amount (Webpay: status AUTHORIZED and response_code 0). */
  authorized: boolean;
  /** The provider's own status text ('AUTHORIZED', 'FAILED', 'INITIALIZED', ...). */
  status: string;
  amount: number | null;
  buyOrder: string | null;
  authorizationCode: string | null;
  cardLastDigits: string | null;
  installmentsNumber: number | null;
  paymentTypeCode: string | null;
  responseCode: number | null;
  /** The response as received, kept for audits. */
  raw: Record<string, unknown>;
}

/**
 * A card payment provider with a redirect flow (Webpay Plus shape): create an attempt, send the
 * buyer to the provider's page, then confirm the attempt when the buyer comes back.
 *
 * @description Implementations only speak to the provider; they never touch orders, stock or the
 * database rows of attempts (PaymentsService does, idempotently). `commit` must be called at most
 * once per token: the caller serialises it with a row lock on the attempt. Errors reaching the
 * provider throw PaymentProviderError; a 4xx answer sets `httpStatus`.
 * @example
 * const { token, url } = await provider.create({ buyOrder: '42-x1', sessionId: 's', amount: 19990, returnUrl });
 * // … the browser posts token_ws to url and comes back to returnUrl …
 * const result = await provider.commit(token);
 */
export interface PaymentProvider {
  /** Demo providers simulate the payment page on our own server. */
  readonly demo: boolean;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Confirms the attempt after the buyer returns with token_ws. */
  commit(token: string): Promise<PaymentResult>;
  /** Asks how an attempt ended without committing it (reconciliation of abandoned attempts). */
  status(token: string): Promise<PaymentResult>;
}

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
