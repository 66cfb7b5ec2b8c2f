import type { UnknownAction } from '@reduxjs/toolkit';

import { importRunActions, importRunSlice } from '@/features/admin-import/import-run-slice';
import { initialImportState, type ImportRunState } from '@/features/admin-import/import-run-state';
import { statusFixture } from '@/features/admin-import/testing/import-fixtures';
import type { ImportProgressEvent, ImportResult, ImportStatusResponse } from '@/features/admin-import/types';

// Shared by the unit tests of the importRun slice, its event cases, the streaming endpoint and the listeners.

export const AT = 1_732_300_000_000;
export const SESSION = 'import-1732300000000-abc123xyz';

export const actions = importRunActions;
export const reducer = importRunSlice.reducer;

/** The state after these actions, from the initial state. */
export function run(...steps: UnknownAction[]): ImportRunState {
  return steps.reduce(reducer, initialImportState);
}

export const started = actions.started({ sessionId: SESSION, fileName: 'catalogo.xlsx', at: AT });
export const event = (data: ImportProgressEvent, id?: string) => actions.eventReceived({ event: data, id, at: AT });
export const arrived = (result: ImportResult) => actions.resultArrived({ result, at: AT });
export const messages = (state: ImportRunState) => state.log.map((entry) => entry.message);

export const result: ImportResult = {
  success: true,
  message: 'Importación completada: 298 filas importadas (290 nuevas, 8 actualizadas) y 2 con errores.',
  totalRows: 300,
  processedRows: 298,
  errorRows: 2,
  errors: [{ row: 4, sheet: 'Frenos', error: 'Falta el campo requerido modelo', data: { itemCode: 'A-1' } }],
  successCount: 290,
  updateCount: 8,
  yearWarningCount: 1,
  skuWarningCount: 1,
  status: 'completed',
};

/** A running import at 42 % (4,200 of 10,000 rows), as GET /import/status answers it. */
export const runningStatus: ImportStatusResponse = statusFixture();

const realSetTimeout = globalThis.setTimeout;

/** Retries an assertion on real time, without moving fake clocks (vi.waitFor advances them). */
export async function until(check: () => void): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      check();
      return;
    } catch {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
  }
  check();
}
