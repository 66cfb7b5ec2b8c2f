import { Logger, MessageEvent } from '@nestjs/common';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { type ImportResult, NO_ROW_OUTCOMES } from './dto/import-progress.event';
import { SSE_MAX_CONNECTION_MS, WAIT_KEEPALIVE_MS } from './import.constants';
import { ImportProgressService, progressEvent, resumePoint } from './import-progress.service';
import type { ImportDownload } from './import-warnings.service';

/*
 * The import's HTTP side that services do not see: the SSE stream's own events (connected,
 * heartbeat), the keep-alive of an upload waiting for its result, and file downloads.
 */

const logger = new Logger('ImportHttp');

/**
 * Server-sent events of a session: 'connected', then the session's events after `lastEventId` (all
 * of them for a new client) from ImportProgressService.watch, a 'heartbeat' every 15 s of quiet,
 * until the terminal event or one hour (the client reconnects with Last-Event-ID). Each event's id
 * is its Redis Stream id.
 */
export function progressEvents(
  progress: ImportProgressService,
  sessionId: string,
  lastEventId?: string,
): Observable<MessageEvent> {
  const start = resumePoint(lastEventId);
  return new Observable<MessageEvent>((subscriber) => {
    const left = new AbortController();
    subscriber.next({
      id: start,
      data: progressEvent(sessionId, {
        type: 'connected',
        message: 'Conectado al progreso de la importación',
        resumeAfter: start,
      }),
    });
    const run = async () => {
      const watch = progress.watch(sessionId, start, { maxMs: SSE_MAX_CONNECTION_MS, signal: left.signal });
      for await (const item of watch) {
        subscriber.next(
          item.kind === 'event'
            ? { id: item.id, data: item.event }
            : { id: item.id, data: progressEvent(sessionId, { type: 'heartbeat' }) },
        );
      }
    };
    run()
      .catch((error: Error) => {
        // The database or Redis failed (a restart): the stream ends and the client reconnects with
        // Last-Event-ID. An error would reach it as Nest's 'event: error' with English text.
        logger.warn(`Progreso de ${sessionId}: ${error.message}`);
      })
      .finally(() => subscriber.complete());
    return () => left.abort();
  });
}

/**
 * Answers POST /import/excel once its import ends. The headers go out at once and a space is
 * written every 15 s (JSON allows leading whitespace), so proxies keep a long import's connection
 * open; closing the browser does not stop the job. While the API shuts down the connection is
 * dropped, like a lost one, rather than answered as a failed import.
 */
export async function answerWhenFinished(
  res: Response,
  progress: ImportProgressService,
  sessionId: string,
): Promise<void> {
  res.status(200).type('application/json');
  res.flushHeaders();
  const keepAlive = setInterval(() => res.write(' '), WAIT_KEEPALIVE_MS);
  const left = new AbortController();
  res.on('close', () => left.abort());
  try {
    const result = await progress.waitForResult(sessionId, left.signal);
    if (!result && progress.isShuttingDown) {
      res.destroy();
      return;
    }
    if (!res.writableEnded) res.end(JSON.stringify(result ? { ...result, sessionId } : lostResult(sessionId)));
  } catch (error) {
    logger.error(`Esperando la importación ${sessionId}: ${(error as Error).message}`);
    if (!res.writableEnded) res.end(JSON.stringify(lostResult(sessionId)));
  } finally {
    clearInterval(keepAlive);
    left.abort();
  }
}

/** Sends a download as an attachment. */
export async function sendDownload(res: Response, download: ImportDownload): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', download.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${download.fileName}"`);
  await download.write(res);
}

function lostResult(sessionId: string): ImportResult & { sessionId: string } {
  return {
    success: false,
    message:
      'Error de conexión con el servidor mientras se esperaba el resultado. Consulta el estado de la importación.',
    totalRows: 0,
    processedRows: 0,
    errorRows: 0,
    errors: [],
    ...NO_ROW_OUTCOMES,
    createdSubSubcategories: [],
    newSubSubcategories: [],
    status: 'error',
    sessionId,
  };
}
