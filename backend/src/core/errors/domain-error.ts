import type { HttpStatus } from '@nestjs/common';

// A plain number rather than Nest's HttpStatus enum: the import's parse thread loads this file
// (through import.errors.ts) and should not load Nest.
const BAD_REQUEST = 400 as HttpStatus;

/**
 * Base class of every business error. Each module has its `XxxError` class and `XxxErrorCode`
 * codes (from `domainErrors`, one table); the global filter turns it into `{ success: false, message }`.
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
 * One row of a module's error table: the code sent to clients, its Spanish message and its HTTP
 * status, 400 (a refused request) unless the row says otherwise.
 */
export type ErrorRow = readonly [code: string, message: string, status?: HttpStatus];

/** The class `domainErrors` makes: `new XxxError(XxxErrorCode.Name, details?)`. */
export interface DomainErrorClass<Code extends string, Details = unknown> {
  new (code: Code, details?: Details): DomainError;
  /** The Spanish message of a code, for a validator that must answer with the same words. */
  messageOf(code: Code): string;
}

/**
 * A module's error class and its codes, from one table where each code is written once: the row's
 * key is the name throwers use, the row holds the code sent to clients, the Spanish message and
 * the HTTP status when it is not 400.
 *
 * @example
 * export const [AddressError, AddressErrorCode] = domainErrors('AddressError', {
 *   NotFound: ['ADDRESS_NOT_FOUND', 'Dirección no encontrada', HttpStatus.NOT_FOUND],
 *   InvalidRegion: ['INVALID_REGION', 'Región inválida'],
 * });
 * throw new AddressError(AddressErrorCode.NotFound);
 */
export function domainErrors<const Rows extends Record<string, ErrorRow>, Details = unknown>(
  name: string,
  rows: Rows,
): readonly [DomainErrorClass<Rows[keyof Rows][0], Details>, { readonly [Name in keyof Rows]: Rows[Name][0] }] {
  type Code = Rows[keyof Rows][0];
  const byCode = new Map<string, ErrorRow>(Object.values(rows).map((row) => [row[0], row]));
  const rowOf = (code: Code): ErrorRow => byCode.get(code) as ErrorRow;
  const ErrorClass = class extends DomainError {
    constructor(code: Code, details?: Details) {
      const [, message, status = BAD_REQUEST] = rowOf(code);
      super(code, status, message, details);
    }

    static messageOf(code: Code): string {
      return rowOf(code)[1];
    }
  };
  Object.defineProperty(ErrorClass, 'name', { value: name });
  const codes = Object.fromEntries(Object.entries(rows).map(([key, [code]]) => [key, code]));
  return [ErrorClass, codes as { readonly [Name in keyof Rows]: Rows[Name][0] }];
}
