import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE, snapshot } from '../support/browser.ts';
import { latestMailTo, linkIn, mailsTo } from '../support/mail.ts';

const OLD_PASSWORD = 'clave-olvidada-123';
const NEW_PASSWORD = 'clave-recuperada-456';

const signIn = (email: string, password: string) =>
  fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
const me = (token: string) => fetch(`${BASE_URL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });

describe('Password recovery: forgot password → e-mailed link → new password', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('sends the link by e-mail, sets the new password from it, signs in and ends the old session', async () => {
    const email = `olvido.${Date.now()}@example.cl`;
    const registered = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, nombre: 'Olvido', password: OLD_PASSWORD }),
    });
    assert.equal(registered.status, 201);
    const oldSession = ((await registered.json()) as { token: string }).token;
    assert.equal((await me(oldSession)).status, 200);

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revisa tu email' }).waitFor();
    await snapshot(page, 'password-reset-requested');

    const mail = await latestMailTo(email, { subject: 'Restablece tu contraseña' });
    const link = linkIn(mail, '/reset-password');
    assert.match(link, /^\/reset-password\?token=[A-Za-z0-9_-]{43}$/, 'the link carries a 32-byte token');

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' }).waitFor();
    assert.equal(new URL(page.url()).search, '', 'the token leaves the address bar');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contraseña actualizada' }).waitFor();
    await snapshot(page, 'password-reset-done');

    // Signed in by the link: the page holds a working session and the account area opens.
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    assert.ok(token && token !== oldSession, 'a new session is stored');
    assert.equal((await me(token)).status, 200);
    await page.getByRole('link', { name: 'Ir a Mi Cuenta' }).click();
    await page.waitForURL(`${BASE_URL}/account`);

    // Every session from before the reset has ended; only the new password works.
    assert.equal((await me(oldSession)).status, 401, "the old session's token answers 401");
    assert.equal((await signIn(email, OLD_PASSWORD)).status, 401);
    assert.equal((await signIn(email, NEW_PASSWORD)).status, 200);
    const notice = await latestMailTo(email, { subject: 'fue cambiada' });
    assert.ok(notice.text.includes('Las sesiones abiertas en otros dispositivos se cerraron'));

    // The link works once: opened again (a forwarded e-mail, a replay) it is refused.
    const replay = await newPage(browser, PHONE);
    await replay.page.goto(link);
    await replay.page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-789');
    await replay.page.getByLabel('Confirmar nueva contraseña').fill('otra-clave-789');
    await replay.page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await replay.page.getByRole('alert').getByText('no es válido o ya expiró').waitFor();
    await snapshot(replay.page, 'password-reset-replayed-phone');
    assert.equal((await signIn(email, 'otra-clave-789')).status, 401);
    await replay.context.close();
    await context.close();
  });

  it('answers an address without an account exactly like one with an account, and e-mails nothing', async () => {
    const unknown = `nadie.${Date.now()}@example.cl`;
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(unknown);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revisa tu email' }).waitFor();
    await page.getByText('Si el email corresponde a una cuenta').waitFor();
    await snapshot(page, 'password-reset-requested-phone');
    // The previous test's e-mails arrived within seconds; give this one the same chance.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.deepEqual(await mailsTo(unknown), []);
    await context.close();
  });
});
