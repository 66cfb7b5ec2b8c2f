import express from 'express';
import request from 'supertest';
import { sendSharedResponsesAsStoredJson, shareResponse } from './shared-json';

describe(sendSharedResponsesAsStoredJson.name, () => {
  const page = { products: [{ id: 1, title: 'Pastilla de freno' }], pagination: { page: 1 } };
  // Same value, spaced differently: proves the stored text is what goes out.
  const storedText = JSON.stringify(page, null, 1);
  const lazy = { products: [{ id: 2, title: 'Filtro de aceite' }] };
  const plain = { products: [{ id: 3, title: 'Bujía' }] };
  let app: express.Express;

  beforeAll(() => {
    shareResponse(page, storedText);
    shareResponse(lazy);
    app = express();
    sendSharedResponsesAsStoredJson(app);
    app.get('/page', (_req, res) => res.json(page));
    app.get('/lazy', (_req, res) => res.json(lazy));
    app.get('/plain', (_req, res) => res.json(plain));
  });

  it('should send a shared response as its stored JSON text with the ETag Express computes', async () => {
    const response = await request(app).get('/page').expect(200);
    expect(response.text).toBe(storedText);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const reference = express();
    reference.get('/', (_req, res) => res.type('json').send(storedText));
    const expected = await request(reference).get('/').expect(200);
    expect(response.headers.etag).toBe(expected.headers.etag);
  });

  it('should answer 304 when the client already has that response', async () => {
    const first = await request(app).get('/page').expect(200);
    await request(app).get('/page').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('should serialise a shared response without stored text once and reuse it', async () => {
    const first = await request(app).get('/lazy').expect(200);
    expect(first.body).toEqual(lazy);
    // Changing a shared value breaks its contract; here it shows the first text is reused.
    lazy.products[0].title = 'Cambiado';
    const second = await request(app).get('/lazy').expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('should serialise any other body as Express does', async () => {
    const response = await request(app).get('/plain').expect(200);
    expect(response.text).toBe(JSON.stringify(plain));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    plain.products[0].title = 'Bujía de iridio';
    expect((await request(app).get('/plain').expect(200)).body).toEqual(plain);
  });
});
