import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { pinoHttp } from 'pino-http';

export type RootLogger = ReturnType<typeof pinoHttp>['logger'];

/** A request that takes longer than this is written at warn, with its id. */
export const SLOW_REQUEST_MS = 1000;

const HEALTH_PATH = '/api/health';
const EVENT_STREAM = /^text\/event-stream/;

/** The request's id: its X-Request-Id header when it has one, otherwise a new UUID (fixed on first use). */
export function requestId(req: IncomingMessage): string {
  if (!req.id) req.id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
  return String(req.id);
}

/**
 * One line when a request ends, written only when it matters: level 50 ('request errored') for a
 * 5xx answer, 40 ('slow request') when it took SLOW_REQUEST_MS or more, and every other request
 * at debug. Same fields as pino-http's access line (req with its id, res.statusCode,
 * responseTime). Unlike pino-http, it builds no child logger per request and serialises nothing
 * for a request that is not written: at info, a fast successful answer costs a timestamp and
 * one listener.
 */
export function requestLog(logger: RootLogger, { slowMs = SLOW_REQUEST_MS } = {}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const startedAt = Date.now();
    res.once('close', () => {
      if (req.originalUrl === HEALTH_PATH) return;
      const responseTime = Date.now() - startedAt;
      const aborted = !res.writableFinished;
      // An event stream lasts as long as its client watches: its length says nothing.
      const slow = responseTime >= slowMs && !EVENT_STREAM.test(String(res.getHeader('content-type') ?? ''));
      const level = res.statusCode >= 500 ? 'error' : slow ? 'warn' : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      requestId(req);
      const message =
        level === 'error'
          ? 'request errored'
          : aborted
            ? 'request aborted'
            : slow
              ? 'slow request'
              : 'request completed';
      logger[level]({ req, res, responseTime }, message);
    });
    next();
  };
}
