import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { COMMON_MESSAGES } from '../errors/error-messages';

export enum RateLimitErrorCode {
  TooManyRequests = 'TOO_MANY_REQUESTS',
  Unavailable = 'RATE_LIMIT_UNAVAILABLE',
}

/**
 * 429 with the policy's own message (or the common one). When the counters cannot be read
 * (Redis down) the limited call answers 503 instead of running unlimited: fail closed.
 */
export class RateLimitError extends DomainError {
  /** `retryAfterMs`: when the caller may try again, sent as Retry-After (whole seconds). */
  constructor(code: RateLimitErrorCode, message?: string, retryAfterMs?: number) {
    super(
      code,
      code === RateLimitErrorCode.TooManyRequests ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.SERVICE_UNAVAILABLE,
      message ??
        (code === RateLimitErrorCode.TooManyRequests
          ? COMMON_MESSAGES.tooManyRequests
          : COMMON_MESSAGES.serviceUnavailable),
    );
    if (retryAfterMs !== undefined) this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
}
