import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const ARTIFACTS = path.resolve(import.meta.dirname, '..', '.artifacts');

/** Debian's Chromium, headless, with no background traffic (this machine has no internet). */
export async function launchBrowser(): Promise<Browser> {
  // playwright gives every launch a fresh temporary profile, so no --user-data-dir is needed.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, locale: 'es-CL' });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** Keeps a screenshot of the page (for people to look at, and for failures). */
export async function snapshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
