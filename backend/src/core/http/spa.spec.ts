import express from 'express';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { spaMiddleware, SPA_PAGE_DATA_TIMEOUT_MS } from './spa';
import { html } from './spa-html';
import type { SpaPageDataSource } from './spa-page-data';

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

  it('should let API requests through without looking at the disk', async () => {
    const stat = jest.spyOn(fs, 'stat');
    const existsSync = jest.spyOn(fs, 'existsSync');
    try {
      await request(app)
        .get('/api/products?page=1')
        .set('Accept-Encoding', 'gzip, br')
        .expect(404, { fallthrough: true });
      expect(stat).not.toHaveBeenCalled();
      expect(existsSync).not.toHaveBeenCalled();
      // The same request for an asset does look.
      await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, br').expect(200);
      expect(existsSync).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
      existsSync.mockRestore();
    }
  });

  it('should serve nothing when the SPA is not built', () => {
    expect(spaMiddleware(path.join(dist, 'missing'))).toEqual([]);
  });

  describe('with page data', () => {
    const template =
      '<!doctype html><html><head><title>Repuestos</title></head><body><div id="root"></div></body></html>';
    let pageDist: string;

    beforeAll(() => {
      pageDist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-data-'));
      fs.writeFileSync(path.join(pageDist, 'index.html'), template);
      fs.writeFileSync(path.join(pageDist, 'index.html.br'), zlib.brotliCompressSync(template));
    });

    afterAll(() => fs.rmSync(pageDist, { recursive: true, force: true }));

    const appWith = (source: SpaPageDataSource) => {
      const withData = express();
      for (const handler of spaMiddleware(pageDist, source)) withData.use(handler);
      return withData;
    };

    const embedded = (html: string, id: string): unknown => {
      const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
      return match ? JSON.parse(match[1]) : undefined;
    };

    it('should write the title and the data blocks into every page, also /index.html asked by name', async () => {
      const source: SpaPageDataSource = {
        forPage: (pagePath) => Promise.resolve({ title: 'Frenos Ñuñoa', embeds: { 'shop-settings': { pagePath } } }),
      };
      for (const url of ['/', '/cuenta/pedidos', '/index.html']) {
        const response = await request(appWith(source))
          .get(url)
          .set('Accept', 'text/html')
          .set('Accept-Encoding', 'gzip, br')
          .expect(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.text).toContain('<title>Frenos Ñuñoa</title>');
        expect(embedded(response.text, 'shop-settings')).toEqual({ pagePath: url });
      }
    });

    it('should gzip a page of 1 KB or more for browsers that accept it, and only for them', async () => {
      const catalogue = Array.from({ length: 200 }, (_, index) => `Pastillas de freno ${index}`);
      const source: SpaPageDataSource = {
        forPage: () => Promise.resolve({ title: 'Inicio', embeds: { 'home-data': { catalogue } } }),
      };
      // Node's own client: supertest inflates gzip before any parser sees the bytes.
      const server = appWith(source).listen(0);
      const { port } = server.address() as AddressInfo;
      const raw = (accepted: string) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get({ port, path: '/', headers: { Accept: 'text/html', 'Accept-Encoding': accepted } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            })
            .on('error', reject);
        });

      const [compressed, plain] = await Promise.all([raw('gzip, deflate, br'), raw('identity')]).finally(() =>
        server.close(),
      );
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers['content-type']).toMatch(/^text\/html/);
      expect(compressed.headers['vary']).toContain('Accept-Encoding');
      const page = zlib.gunzipSync(compressed.body).toString('utf8');
      expect(embedded(page, 'home-data')).toEqual({ catalogue });
      expect(compressed.body.length).toBeLessThan(page.length / 3);

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(page);
    });

    it('should not let shop data end the script element or inject markup', async () => {
      const hostile = '</script><script>alert(1)</script><!--';
      const source: SpaPageDataSource = {
        forPage: () => Promise.resolve({ title: `<b>${hostile}`, embeds: { 'shop-settings': { storeName: hostile } } }),
      };
      const response = await request(appWith(source)).get('/').set('Accept', 'text/html').expect(200);
      expect(response.text).not.toContain('<script>alert(1)');
      expect(response.text).not.toContain('<b>');
      expect(response.text.match(/<\/script>/g)).toHaveLength(1);
      expect(embedded(response.text, 'shop-settings')).toEqual({ storeName: hostile });
    });

    it("should answer with the page's status, head tags and body markup, the description replaced", async () => {
      const source: SpaPageDataSource = {
        forPage: (pagePath, query) =>
          Promise.resolve({
            title: 'Pastillas',
            embeds: {},
            status: 404,
            head: {
              description: 'Precio $24.990 "oferta"',
              canonical: 'https://tienda.example.cl/x?a=1&b=2',
              meta: [{ property: 'og:type', content: 'product' }],
              jsonLd: [{ '@type': 'Thing', name: '</script>' }],
            },
            body: html`<h1>${pagePath}?${query.toString()}</h1>`,
          }),
      };
      const withDescription = template.replace('</title>', '</title><meta\n  name="description"\n  content="old" />');
      fs.writeFileSync(path.join(pageDist, 'index.html'), withDescription);
      try {
        const response = await request(appWith(source)).get('/p?q=<b>').set('Accept', 'text/html').expect(404);
        expect(response.text).toContain('<meta name="description" content="Precio $24.990 &quot;oferta&quot;">');
        expect(response.text).not.toContain('content="old"');
        expect(response.text).toContain('<link rel="canonical" href="https://tienda.example.cl/x?a=1&amp;b=2">');
        expect(response.text).toContain('<meta property="og:type" content="product">');
        expect(response.text).toContain(
          '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script>"}</script>',
        );
        expect(response.text).toContain('<div id="root"><h1>/p?q=%3Cb%3E</h1></div>');
      } finally {
        fs.writeFileSync(path.join(pageDist, 'index.html'), template);
      }
    });

    it('should answer a redirect with 301 to a same-site path only', async () => {
      const to = (redirect: string): SpaPageDataSource => ({
        forPage: () => Promise.resolve({ title: 'x', embeds: {}, redirect }),
      });
      const moved = await request(appWith(to('/products/7-pastillas?utm=1')))
        .get('/products/7')
        .expect(301);
      expect(moved.headers.location).toBe('/products/7-pastillas?utm=1');
      for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
        const response = await request(appWith(to(target)))
          .get('/products/7')
          .set('Accept', 'text/html')
          .expect(200);
        expect(response.headers.location).toBeUndefined();
      }
    });

    it('should serve site files, gzipped ones inflated for clients that do not accept gzip, and 503 when they fail', async () => {
      const body = zlib.gzipSync('<urlset/>');
      const source: SpaPageDataSource = {
        forPage: () => Promise.resolve({ title: 'x', embeds: {} }),
        siteFile: (filePath) => {
          if (filePath === '/robots.txt') return Promise.resolve({ contentType: 'text/plain', body: 'User-agent: *' });
          if (filePath === '/sitemap.xml') {
            return Promise.resolve({ contentType: 'application/xml', body, gzipped: true, maxAgeSeconds: 60 });
          }
          if (filePath === '/broken.xml') return Promise.reject(new Error('database down'));
          return Promise.resolve(null);
        },
      };
      const robots = await request(appWith(source)).get('/robots.txt').expect(200);
      expect(robots.text).toBe('User-agent: *');
      const gzipped = await request(appWith(source)).get('/sitemap.xml').set('Accept-Encoding', 'gzip').expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['cache-control']).toBe('public, max-age=60');
      expect(gzipped.text).toBe('<urlset/>');
      const plain = await request(appWith(source)).get('/sitemap.xml').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe('<urlset/>');
      await request(appWith(source)).get('/broken.xml').expect(503);
      // Not a site file and not asking for HTML: left to what follows.
      await request(appWith(source)).get('/other.xml').set('Accept', 'application/xml').expect(404);
    });

    it('should send the page as built when the data fails or is slower than the limit', async () => {
      const failing: SpaPageDataSource = { forPage: () => Promise.reject(new Error('database down')) };
      const failed = await request(appWith(failing)).get('/').set('Accept', 'text/html').expect(200);
      expect(failed.text).toBe(template);

      const hanging: SpaPageDataSource = { forPage: () => new Promise(() => undefined) };
      const startedAt = Date.now();
      const slow = await request(appWith(hanging)).get('/').set('Accept', 'text/html').expect(200);
      expect(slow.text).toBe(template);
      expect(Date.now() - startedAt).toBeLessThan(SPA_PAGE_DATA_TIMEOUT_MS + 1_000);
    });
  });
});
