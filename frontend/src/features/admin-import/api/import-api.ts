import { env } from '@/config/env';
import type {
  ActiveProcessesResponse,
  CancelImportResponse,
  ImportResult,
  ImportStatusResponse,
  SheetMode,
  SkuWarning,
  WarningsResponse,
  WorksheetsResponse,
  YearWarning,
} from '@/features/admin-import/types';
import { api } from '@/lib/api';
import { getAuthToken } from '@/lib/session';

/** Multipart field of the workbook in POST /import/worksheets and /import/excel. */
export const EXCEL_FIELD = 'excel';

export type StartImportArgs = {
  file: File;
  sessionId: string;
  mode: SheetMode;
  worksheetName: string;
};

/**
 * POST /import/excel answers only when the import ends and writes spaces meanwhile so proxies keep the connection:
 * the body may start with whitespace before the JSON.
 */
async function parsePaddedJson(response: Response): Promise<unknown> {
  const text = (await response.text()).trim();
  return text ? (JSON.parse(text) as unknown) : null;
}

export function importFormData({ file, sessionId, mode, worksheetName }: StartImportArgs): FormData {
  const body = new FormData();
  // The name explicitly: the server keeps it as the session's file name.
  body.append(EXCEL_FIELD, file, file.name);
  body.append('sessionId', sessionId);
  if (mode === 'all') {
    body.append('processAllSheets', 'true');
  } else {
    body.append('worksheetName', worksheetName);
    body.append('processAllSheets', 'false');
  }
  return body;
}

const encode = encodeURIComponent;

export const importApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWorksheets: build.mutation<WorksheetsResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append(EXCEL_FIELD, file, file.name);
        return { url: '/import/worksheets', method: 'POST', body };
      },
    }),
    startImport: build.mutation<ImportResult, StartImportArgs>({
      query: (args) => ({
        url: '/import/excel',
        method: 'POST',
        body: importFormData(args),
        responseHandler: parsePaddedJson,
      }),
    }),
    getImportStatus: build.query<ImportStatusResponse, string>({
      query: (sessionId) => `/import/status?sessionId=${encode(sessionId)}`,
      keepUnusedDataFor: 0,
    }),
    getActiveImports: build.query<ActiveProcessesResponse, void>({
      query: () => '/import/active',
      keepUnusedDataFor: 0,
    }),
    getImportResult: build.query<ImportResult, string>({
      query: (sessionId) => `/import/result/${encode(sessionId)}`,
      keepUnusedDataFor: 0,
    }),
    getYearWarnings: build.query<WarningsResponse<YearWarning>, string>({
      query: (sessionId) => `/import/year-warnings/${encode(sessionId)}`,
      keepUnusedDataFor: 0,
    }),
    getSkuWarnings: build.query<WarningsResponse<SkuWarning>, string>({
      query: (sessionId) => `/import/sku-warnings/${encode(sessionId)}`,
      keepUnusedDataFor: 0,
    }),
    cancelImport: build.mutation<CancelImportResponse, string>({
      query: (sessionId) => ({ url: `/import/${encode(sessionId)}/cancel`, method: 'POST' }),
    }),
  }),
});

export const {
  useListWorksheetsMutation,
  useStartImportMutation,
  useCancelImportMutation,
  useLazyGetActiveImportsQuery,
} = importApi;

/** Absolute URL of an API path (the app may be served with a relative API base such as '/api'). */
export function importApiUrl(path: string): string {
  return new URL(`${env.API_URL}${path}`, window.location.origin).toString();
}

export function progressUrl(sessionId: string): string {
  return importApiUrl(`/import/progress?sessionId=${encode(sessionId)}`);
}

export function authHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const IMPORT_DOWNLOADS = {
  yearWarnings: (sessionId: string) => ({
    path: `/import/year-warnings/${encode(sessionId)}/download`,
    fileName: `advertencias-anos-${sessionId}.txt`,
  }),
  skuWarnings: (sessionId: string) => ({
    path: `/import/sku-warnings/${encode(sessionId)}/download`,
    fileName: `advertencias-sku-${sessionId}.txt`,
  }),
  rejectedRows: (sessionId: string) => ({
    path: `/import/rejected/${encode(sessionId)}/download`,
    fileName: `filas-rechazadas-${sessionId}.xlsx`,
  }),
};

function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match ? match[1] : null;
}

/**
 * Downloads an admin-only file: a plain link cannot carry the bearer token, so the file is fetched and saved through
 * a temporary object URL. Rejects when the server refuses or the network fails.
 */
export async function downloadImportFile({ path, fileName }: { path: string; fileName: string }): Promise<void> {
  const response = await fetch(importApiUrl(path), { headers: authHeaders() });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('Content-Disposition')) ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
