import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestId } from '../logging/request-log';
import { DomainError } from './domain-error';
import { COMMON_MESSAGES } from './error-messages';

export interface ErrorBody {
  success: false;
  message: string;
  errors?: unknown;
}

const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: COMMON_MESSAGES.validation,
  [HttpStatus.UNAUTHORIZED]: COMMON_MESSAGES.unauthorized,
  [HttpStatus.FORBIDDEN]: COMMON_MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: COMMON_MESSAGES.notFound,
  [HttpStatus.CONFLICT]: COMMON_MESSAGES.conflict,
  [HttpStatus.PAYLOAD_TOO_LARGE]: COMMON_MESSAGES.payloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: COMMON_MESSAGES.tooManyRequests,
  [HttpStatus.SERVICE_UNAVAILABLE]: COMMON_MESSAGES.serviceUnavailable,
};

/**
 * The one place errors become HTTP answers: DomainErrors keep their Spanish message and status,
 * Nest HttpExceptions keep their status with a Spanish message, anything else is a logged 500.
 */
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(DomainExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { status, body } = this.toResponse(exception);
    if (status >= 500) this.logUnexpected(exception, http.getRequest<Request>());
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof DomainError) response.set(exception.headers);
    response.status(status).json(body);
  }

  /** With the request (its id, method and URL), which the request's own 'request errored' line carries too. */
  private logUnexpected(exception: unknown, request: Request | undefined): void {
    const text = exception instanceof Error ? (exception.stack ?? exception.message) : exception;
    if (request?.headers) {
      requestId(request);
      this.logger.error({ req: request }, text);
    } else {
      this.logger.error(text);
    }
  }

  toResponse(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { success: false, message: exception.message };
      if (exception.details !== undefined) body.errors = exception.details;
      return { status: exception.status, body };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const body: ErrorBody = { success: false, message: this.messageFor(status, raw) };
      // A failed health check keeps Terminus' per-service report so operators see what is down.
      if (status === HttpStatus.SERVICE_UNAVAILABLE && typeof raw === 'object' && 'details' in raw) {
        return { status, body: { ...raw, ...body } };
      }
      // AppValidationPipe reports each broken rule as a Spanish reason: pass them on so forms can show them.
      if (
        status === HttpStatus.BAD_REQUEST &&
        typeof raw === 'object' &&
        raw &&
        Array.isArray((raw as { message?: unknown }).message)
      ) {
        body.errors = (raw as { message: string[] }).message;
      }
      return { status, body };
    }
    // Body-parser errors (too large, malformed JSON) carry a status but are not HttpExceptions.
    const parserStatus = (exception as { status?: unknown })?.status;
    if (typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      return {
        status: parserStatus,
        body: { success: false, message: MESSAGE_BY_STATUS[parserStatus] ?? COMMON_MESSAGES.validation },
      };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: COMMON_MESSAGES.internal } };
  }

  // Our code throws DomainErrors for anything user-facing; Nest's own exceptions (guards,
  // pipes, unknown routes) carry English texts, so they get the Spanish text for their status.
  private messageFor(status: number, raw: string | object): string {
    const text = typeof raw === 'string' ? raw : (raw as { message?: unknown }).message;
    if (status === HttpStatus.NOT_FOUND && typeof text === 'string' && text.startsWith('Cannot ')) {
      return COMMON_MESSAGES.routeNotFound;
    }
    return MESSAGE_BY_STATUS[status] ?? (status >= 500 ? COMMON_MESSAGES.internal : COMMON_MESSAGES.validation);
  }
}
