import type { RequestHandler } from 'msw';
import { onTestFinished } from 'vitest';

import { signInAs } from '@/testing/auth';
import { adminCatalogReadHandlers } from '@/testing/mocks/handlers/admin-catalog';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** These tests load the lazy admin chunk and fill whole forms; a busy 2-core machine needs more than 5 s for some. */
export const FORM_TEST_TIMEOUT_MS = 15_000;

/**
 * Opens an admin screen as a signed-in administrator, with category and product reads served from the in-memory
 * admin catalogue so lists and forms see what earlier writes stored. `overrides` answer before anything else.
 */
export function renderAdmin(route: string, overrides: RequestHandler[] = []) {
  signInAs('admin');
  window.localStorage.setItem('isAdmin', 'true');
  // The test's own handlers come first, so they win over the in-memory catalogue.
  server.use(...overrides, ...adminCatalogReadHandlers);
  return renderApp(route);
}

/** The multipart fields a request carried, for asserting what a form sent. */
export async function formFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries((await request.clone().formData()).entries());
}

/** Keeps the multipart fields of the last `method` request to the API path `path`, for the rest of the test. */
export function captureForm(method: string, path: string) {
  const captured: { fields: Record<string, FormDataEntryValue> | null } = { fields: null };
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(`/api${path}`)) {
      captured.fields = await formFields(request);
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return captured;
}
