import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const BUILT_INDEX =
  '<!doctype html><html lang="es"><head><title>Repuestos</title></head><body><div id="root"></div></body></html>';

/** The JSON block the SPA reads at start-up (shop-settings-api.ts), parsed. */
function embeddedSettings(html: string): Record<string, unknown> {
  const match = /<script id="shop-settings" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no shop-settings block in ${html}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('Pages carry the shop settings (index.html)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-page-'));
    fs.writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
    t = await createTestApp(__filename, { SPA_DIST_DIR: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('should write the public settings, and only those, into every page with the shop name as title', async () => {
    const page = await request(t.server).get('/cart').set('Accept', 'text/html').expect(200);
    const publicAnswer = await request(t.server).get('/api/settings').expect(200);
    expect(embeddedSettings(page.text)).toEqual(publicAnswer.body);
    expect(page.text).toContain('<title>Repuestos</title>');
    // The legal name and company RUT are for tax documents, never for the storefront.
    expect(page.text).not.toMatch(/legalName|demoValues|updatedAt/);
  });

  it("should show the owner's new values on the next page load", async () => {
    const admin = (await signIn(t, UserRole.ADMIN)).auth;
    const current = (await request(t.server).get('/api/admin/settings').set(admin).expect(200)).body.settings;
    const { demoValues: _demo, updatedAt: _updated, ...editable } = current as Record<string, unknown>;
    await request(t.server)
      .put('/api/admin/settings')
      .set(admin)
      .send({ ...editable, storeName: 'Frenos <del> Sur', phone: '+56 2 2345 6789', bankAccountNumber: '987654321' })
      .expect(200);

    // A page with no catalogue data is titled with the shop's name alone (storefront-pages.api-spec.ts: the others).
    const page = await request(t.server).get('/cart').set('Accept', 'text/html').expect(200);
    const settings = embeddedSettings(page.text) as {
      storeName: string;
      contact: { phone: string };
      bankTransfer: { accountNumber: string };
    };
    expect(settings.storeName).toBe('Frenos <del> Sur');
    expect(settings.contact.phone).toBe('+56 2 2345 6789');
    expect(settings.bankTransfer.accountNumber).toBe('987654321');
    expect(page.text).toContain('<title>Frenos &lt;del&gt; Sur</title>');
  });
});
