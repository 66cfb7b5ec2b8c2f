import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../src/core/redis/redis.constants';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The OpenAPI document is a contract with the frontend and with anyone generating a client: a
 * refactor must not change it by accident, so the served document is compared byte for byte
 * (pretty-printed, same key order) with this committed snapshot. After an intended API change,
 * rewrite it and review its diff: UPDATE_OPENAPI_SNAPSHOT=1 npx jest test/api/health.api-spec.ts
 */
const OPENAPI_SNAPSHOT = path.join(__dirname, '..', 'openapi.snapshot.json');

describe('Health and HTTP pipeline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  it('should report PostgreSQL and Redis up', async () => {
    const response = await request(t.server).get('/api/health').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('should answer unknown API routes with the JSON error shape in Spanish', async () => {
    const response = await request(t.server).get('/api/no-existe').expect(404);
    expect(response.body).toEqual({ success: false, message: 'Ruta no encontrada' });
  });

  it('should reject malformed JSON with a 400 and the error shape', async () => {
    const response = await request(t.server)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send('{"titulo": ')
      .expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('should refuse JSON bodies over the size limit with 413', async () => {
    const response = await request(t.server)
      .post('/api/products')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(response.body).toEqual({ success: false, message: 'El archivo o la solicitud es demasiado grande' });
  });

  it('should send security headers', async () => {
    const response = await request(t.server).get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client",
    );
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('should publish the OpenAPI document at /api/docs', async () => {
    await request(t.server).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const document = await request(t.server).get('/api/docs-json').expect(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/products', '/api/products/featured', '/api/categories']),
    );
  });

  it('should serve the same OpenAPI document as the committed snapshot', async () => {
    const response = await request(t.server).get('/api/docs-json').expect(200);
    const served = `${JSON.stringify(JSON.parse(response.text), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') fs.writeFileSync(OPENAPI_SNAPSHOT, served);
    expect(served).toBe(fs.readFileSync(OPENAPI_SNAPSHOT, 'utf8'));
  });

  it('should answer 503 naming Redis when Redis stops answering', async () => {
    t.app.get<Redis>(REDIS_CLIENT).disconnect();
    const response = await request(t.server).get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'error', error: { redis: { status: 'down' } } });
    expect(response.body.details.database.status).toBe('up');
  });

  it('should answer 503 naming PostgreSQL when the database is gone', async () => {
    await t.app.get(DataSource).destroy();
    const response = await request(t.server).get('/api/health').expect(503);
    expect(response.body.details.database.status).toBe('down');
  });
});
