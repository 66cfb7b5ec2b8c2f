import express from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { spaMiddleware } from './spa';

describe(spaMiddleware.name, () => {
  let dist: string;
  let app: express.Express;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    app = express();
    for (const handler of spaMiddleware(dist)) app.use(handler);
    app.use((_req, res) => res.status(404).json({ fallthrough: true }));
  });

  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('should serve hashed assets with a long cache', async () => {
    const response = await request(app).get('/assets/index-abc123.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('should send the precompressed twin when the browser accepts it', async () => {
    const compressed = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['vary']).toContain('Accept-Encoding');

    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it('should not serve files outside the build through encoded dot segments', async () => {
    await request(app).get('/%2e%2e/%2e%2e/etc/passwd').set('Accept', 'application/json').expect(404);
  });

  it('should answer client-side routes with index.html, never cached', async () => {
    const response = await request(app).get('/products/12').set('Accept', 'text/html').expect(200);
    expect(response.text).toContain('id="root"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should answer a malformed percent-encoding with the SPA page and 404, never an error', async () => {
    for (const url of ['/%E0%A4%A', '/products/%E0%A4%A', '/assets/%FF%', '/%']) {
      const response = await request(app).get(url).set('Accept', 'text/html').set('Accept-Encoding', 'gzip, br');
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.text).toContain('id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    await request(app).get('/api/products/%E0%A4%A').expect(404, { fallthrough: true });
  });

  it('should leave /api and /uploads to the API', async () => {
    await request(app).get('/api/nothing').set('Accept', 'text/html').expect(404, { fallthrough: true });
    await request(app).get('/uploads/x.png').set('Accept', 'text/html').expect(404, { fallthrough: true });
  });

  it('should serve nothing when the SPA is not built', () => {
    expect(spaMiddleware(path.join(dist, 'missing'))).toEqual([]);
  });
});
