import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The OpenAPI document is a contract with the frontend and with anyone generating a client: a
 * refactor must not change it by accident. The document served at /api/docs-json is compared
 * byte for byte (pretty-printed, same key order) with the committed snapshot.
 *
 * After an intended API change, rewrite the snapshot and review its diff:
 *   UPDATE_OPENAPI_SNAPSHOT=1 npx jest test/api/openapi-snapshot.api-spec.ts
 */
const SNAPSHOT = path.join(__dirname, '..', 'openapi.snapshot.json');

describe('OpenAPI document snapshot', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  it('should serve the same document as the committed snapshot', async () => {
    const response = await request(t.server).get('/api/docs-json').expect(200);
    const served = `${JSON.stringify(JSON.parse(response.text), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') fs.writeFileSync(SNAPSHOT, served);
    expect(served).toBe(fs.readFileSync(SNAPSHOT, 'utf8'));
  });
});
