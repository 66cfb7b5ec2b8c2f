import express from 'express';
import request from 'supertest';
import { requestLog, type RootLogger } from './request-log';

type Level = 'error' | 'warn' | 'debug';

/** A logger that records what it is asked to write, at `enabled` and above. */
function recorder(enabled: Level) {
  const order: Level[] = ['debug', 'warn', 'error'];
  const lines: { level: Level; req: { id: unknown }; status: number; message: string }[] = [];
  const write = (level: Level) => (fields: { req: { id: unknown }; res: { statusCode: number } }, message: string) =>
    lines.push({ level, req: fields.req, status: fields.res.statusCode, message });
  const logger = {
    isLevelEnabled: (level: Level) => order.indexOf(level) >= order.indexOf(enabled),
    error: write('error'),
    warn: write('warn'),
    debug: write('debug'),
  };
  return { logger: logger as unknown as RootLogger, lines };
}

function appWith(logger: RootLogger) {
  const app = express();
  app.use(requestLog(logger, { slowMs: 50 }));
  app.get('/api/fast', (_req, res) => res.json({ ok: true }));
  app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ ok: true }), 80));
  app.get('/api/broken', (_req, res) => res.status(500).json({ success: false }));
  app.get('/api/health', (_req, res) => res.status(503).json({ status: 'error' }));
  return app;
}

/** The 'close' listener runs after the client has its answer. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe(requestLog.name, () => {
  it('should write errors and slow requests with their request id, and nothing for a fast answer', async () => {
    const { logger, lines } = recorder('warn');
    const app = appWith(logger);
    await request(app).get('/api/fast').expect(200);
    await request(app).get('/api/broken').set('X-Request-Id', 'abc-123').expect(500);
    await request(app).get('/api/slow').expect(200);
    await request(app).get('/api/health').expect(503);
    await settled();
    expect(lines).toEqual([
      { level: 'error', req: expect.objectContaining({ id: 'abc-123' }), status: 500, message: 'request errored' },
      { level: 'warn', req: expect.objectContaining({ id: expect.any(String) }), status: 200, message: 'slow request' },
    ]);
    expect(String(lines[1].req.id)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should write every request at debug', async () => {
    const { logger, lines } = recorder('debug');
    await request(appWith(logger)).get('/api/fast').expect(200);
    await settled();
    expect(lines).toEqual([
      {
        level: 'debug',
        req: expect.objectContaining({ id: expect.any(String) }),
        status: 200,
        message: 'request completed',
      },
    ]);
  });
});
