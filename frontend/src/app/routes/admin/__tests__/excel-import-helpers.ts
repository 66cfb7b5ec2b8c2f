import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';

import { skuWarningFixture, yearWarningsFixture } from '@/features/admin-import/testing/import-fixtures';
import type { ImportStatusResponse } from '@/features/admin-import/types';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

// Shared by the admin Excel import tests (setup, run, connection, created, reconnect).

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SESSION_PATTERN = /^import-\d{13}-[a-z0-9]{9}$/;

export function workbookFile(name = 'catalogo.xlsx', size = 1536) {
  return new File([new Uint8Array(size)], name, { type: XLSX_TYPE });
}

export async function openImport() {
  signInAs('admin');
  window.localStorage.setItem('isAdmin', 'true');
  const rendered = renderApp('/admin/excel-import');
  await screen.findByRole('heading', { level: 1, name: 'Importación desde Excel' });
  return rendered;
}

export function worksheetsReply(worksheets: string[]) {
  server.use(
    http.post(apiUrl('/import/worksheets'), () =>
      HttpResponse.json({ success: true, worksheets, message: `Se encontraron ${worksheets.length} hojas` }),
    ),
  );
}

export function statusReplies(...replies: ImportStatusResponse[]) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/import/status'), ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('sessionId') ?? '');
      return HttpResponse.json(replies[Math.min(requested.length, replies.length) - 1]);
    }),
  );
  return requested;
}

export function warningsReplies(yearCount: number, skuCount: number) {
  server.use(
    http.get(apiUrl('/import/year-warnings/:sessionId'), () =>
      HttpResponse.json({
        success: true,
        warnings: yearWarningsFixture(yearCount),
        count: yearCount,
        truncated: false,
      }),
    ),
    http.get(apiUrl('/import/sku-warnings/:sessionId'), () =>
      HttpResponse.json({
        success: true,
        warnings: skuCount > 0 ? [skuWarningFixture] : [],
        count: skuCount,
        truncated: false,
      }),
    ),
  );
}

type Rendered = Awaited<ReturnType<typeof openImport>>;

export async function chooseFileAndSheets(user: Rendered['user'], sheets = ['Frenos', 'Motor']) {
  worksheetsReply(sheets);
  await user.upload(screen.getByLabelText('Archivo Excel'), workbookFile());
  await user.click(screen.getByRole('button', { name: 'Ver hojas disponibles' }));
  await screen.findByRole('radio', { name: 'Todas las hojas' });
}

export const startButton = () => screen.getByRole('button', { name: /Iniciar importación/ });

/** Opens the page and starts an import of the workbook's one sheet, 'Frenos'. */
export async function startImport() {
  const rendered = await openImport();
  await chooseFileAndSheets(rendered.user, ['Frenos']);
  await rendered.user.click(startButton());
  return rendered;
}
export const counter = (name: string) =>
  within(screen.getByRole('region', { name: 'Progreso de la importación' })).getByText(name, { selector: 'dt' })
    .nextElementSibling;

/** Records the anchor downloads the page starts (jsdom cannot save files). */
export function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:descarga'), revokeObjectURL: vi.fn() });
  return saved;
}

export const SLOW_TEST_MS = 20_000;
