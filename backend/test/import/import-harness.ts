import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import passport from 'passport';
import request from 'supertest';
import { JWT_STRATEGY } from '../../src/core/auth/auth.constants';
import { JwtStrategy } from '../../src/modules/auth/jwt.strategy';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import type { TestApp } from '../support/test-app';

let counter = 0;

/** A client-style session id: 'import-' + timestamp + random suffix. */
export function newSessionId(): string {
  return `import-${Date.now()}-${(++counter).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The real WorkerModule in this process, on the test app's database and Redis prefix. Passport
 * strategies are process-wide and the newest Nest instance registers its own, so the API's
 * bearer-token strategy is put back afterwards (in production the worker is another process).
 */
export async function startWorker(t: TestApp): Promise<INestApplicationContext> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { WorkerModule } = require('../../src/worker.module') as typeof import('../../src/worker.module');
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
  passport.use(JWT_STRATEGY, t.app.get(JwtStrategy));
  return worker;
}

export interface ImportFields {
  sessionId?: string;
  worksheetName?: string;
  processAllSheets?: boolean;
}

/** POST /api/import/excel as the browser sends it. */
export function postExcel(
  t: TestApp,
  auth: Record<string, string>,
  file: Buffer,
  fields: ImportFields = {},
  fileName = 'catalogo.xlsx',
) {
  const call = request(t.server).post('/api/import/excel').set(auth).attach('excel', file, fileName);
  call.field('sessionId', fields.sessionId ?? newSessionId());
  if (fields.worksheetName !== undefined) call.field('worksheetName', fields.worksheetName);
  call.field('processAllSheets', String(fields.processAllSheets ?? false));
  return call;
}

export interface SseMessage {
  id: string | null;
  event: ImportProgressEvent;
}

/** Makes the test app listen on a random port (fetch-based SSE needs a real socket). */
export async function baseUrlOf(t: TestApp): Promise<string> {
  const server = t.server as import('node:http').Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Reads GET /api/import/progress as an EventSource would (with the Authorization header, which
 * fetch allows), until the server ends the stream, `stop` returns true, or the timeout.
 */
export async function readProgress(
  t: TestApp,
  auth: Record<string, string>,
  sessionId: string,
  options: {
    lastEventId?: string;
    stop?: (message: SseMessage, all: SseMessage[]) => boolean;
    timeoutMs?: number;
  } = {},
): Promise<SseMessage[]> {
  const base = await baseUrlOf(t);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 20000);
  const messages: SseMessage[] = [];
  try {
    const response = await fetch(`${base}/api/import/progress?sessionId=${encodeURIComponent(sessionId)}`, {
      headers: {
        ...auth,
        Accept: 'text/event-stream',
        ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`SSE ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let buffer = '';
    let id: string | null = null;
    let data: string[] = [];
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (data.length > 0) {
            const message = { id, event: JSON.parse(data.join('\n')) as ImportProgressEvent };
            messages.push(message);
            if (options.stop?.(message, messages)) {
              controller.abort();
              return messages;
            }
          }
          data = [];
          id = null;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).trimStart());
        } else if (line.startsWith('id:')) {
          id = line.slice(3).trim();
        }
      }
    }
    return messages;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return messages;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Polls until `check` returns a value (not undefined/false) or the timeout. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error('waitFor: tiempo agotado');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * A real worker process (src/worker.ts compiled on the fly by SWC), on the test app's database and
 * Redis prefix: for the tests that kill it.
 */
export function spawnWorker(t: TestApp, env: Record<string, string> = {}): WorkerProcess {
  const backend = path.join(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'swc-register.js'), path.join(backend, 'src', 'worker.ts')],
    {
      cwd: backend,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.IMPORT_TEST_WORKER_LOG ?? 'warn',
        DATABASE_URL: t.database.url,
        REDIS_PREFIX: t.redisPrefix,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}
