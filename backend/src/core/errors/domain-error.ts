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
