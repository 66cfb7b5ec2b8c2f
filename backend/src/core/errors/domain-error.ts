import { HttpStatus } from '@nestjs/common';

/**
 * Base class of every business error. Each module pairs an `XxxErrorCode` enum with an
 * `XxxError extends DomainError`; the global filter turns it into `{ success: false, message }`.
 *
 * @description `message` is the Spanish, user-facing text from `error-messages.ts`; `details`
 * (optional) is sent as `errors` and must never hold internal data.
 * @example throw new CatalogError(CatalogErrorCode.ProductNotFound);
 */
export abstract class DomainError extends Error {
  /** Extra response headers (e.g. Retry-After of a 429), set by the global filter. */
  readonly headers: Record<string, string> = {};

  protected constructor(
    readonly code: string,
    readonly status: HttpStatus,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The error class of a module's `XxxErrorCode` enum: each code answers its HTTP status and its
 * Spanish message from the module's two tables. `Details` types what a thrower may add as `errors`.
 *
 * @example export class AddressError extends domainErrorClass(STATUS, ADDRESS_MESSAGES) {}
 */
export function domainErrorClass<Code extends string, Details = unknown>(
  statuses: Readonly<Record<Code, HttpStatus>>,
  messages: Readonly<Record<Code, string>>,
) {
  return class extends DomainError {
    constructor(code: Code, details?: Details) {
      super(code, statuses[code], messages[code], details);
    }
  };
}
