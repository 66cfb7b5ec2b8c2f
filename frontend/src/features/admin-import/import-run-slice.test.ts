import { describe, expect, it } from 'vitest';

import type { ConnectionLost } from '@/features/admin-import/import-run-slice';
import { initialImportState, selectWarningCount, ZERO_COUNTERS } from '@/features/admin-import/import-run-state';
import {
  actions,
  AT,
  event,
  messages,
  reducer,
  result,
  run,
  runningStatus,
  SESSION,
  started,
} from '@/features/admin-import/testing/import-run-helpers';

describe('importRun slice: run lifecycle', () => {
  it('starts a fresh running import and keeps the earlier log', () => {
    const state = run(actions.logged({ message: 'antes', tone: 'info', at: AT }), started);
    expect(state).toMatchObject({
      sessionId: SESSION,
      fileName: 'catalogo.xlsx',
      running: true,
      progress: 0,
      counters: ZERO_COUNTERS,
      result: null,
    });
    expect(messages(state)).toEqual(['antes', 'Subiendo catalogo.xlsx e iniciando la importación...']);
  });

  it('restores counts and progress from the status when reconnecting', () => {
    const state = run(actions.reconnected({ sessionId: SESSION, status: runningStatus, at: AT }));
    expect(state).toMatchObject({
      running: true,
      sessionId: SESSION,
      fileName: 'grande.xlsx',
      progress: 42,
      totalRows: 10000,
      counters: {
        processedRows: 4200,
        successCount: 4000,
        updateCount: 180,
        errorCount: 20,
        yearWarningCount: 3,
        skuWarningCount: 1,
      },
    });
    expect(messages(state)).toEqual([`Reconectado al proceso ${SESSION}`]);
  });

  it('refreshes the figures from a later status without going backwards', () => {
    const reconnected = run(actions.reconnected({ sessionId: SESSION, status: runningStatus, at: AT }));
    const state = reducer(
      reconnected,
      actions.statusRefreshed({ status: { ...runningStatus, processedRows: 4700, progress: 47, errorCount: 19 } }),
    );
    expect(state.progress).toBe(47);
    expect(state.counters.processedRows).toBe(4700);
    expect(state.counters.errorCount).toBe(20);
  });

  it('ignores a status refresh once the run is over', () => {
    const finished = run(started, actions.resultArrived({ result, at: AT }));
    expect(reducer(finished, actions.statusRefreshed({ status: runningStatus }))).toBe(finished);
  });

  it('clears the running flag and forces 100 % when the request ends', () => {
    const state = run(
      started,
      event({ type: 'processing', progress: 60, processedRows: 180, totalRows: 300 }),
      actions.resultArrived({ result, at: AT }),
    );
    expect(state).toMatchObject({ running: false, progress: 100, outcome: 'completed', result });
    expect(state.counters).toMatchObject({ processedRows: 300, successCount: 290, updateCount: 8, errorCount: 2 });
    expect(messages(state).at(-1)).toBe(result.message);
  });

  it('shows a failed request as a failed result with zeroed counts and the bar forced to 100', () => {
    const state = run(
      started,
      event({ type: 'processing', progress: 30, processedRows: 90 }),
      actions.requestFailed({ message: 'Error de conexión con el servidor', at: AT }),
    );
    // admin.md 4.4: when the import request ends, progress is forced to 100 if lower (a failure included).
    expect(state).toMatchObject({
      running: false,
      outcome: 'error',
      progress: 100,
      counters: ZERO_COUNTERS,
      result: {
        success: false,
        message: 'Error de conexión con el servidor',
        totalRows: 0,
        processedRows: 0,
        errorRows: 0,
        errors: [],
      },
    });
  });

  it('marks a cancel request, and a stop that happened at once', () => {
    const stopping = run(started, actions.cancelRequested({ message: 'Se solicitó detener', stopped: false, at: AT }));
    expect(stopping).toMatchObject({ running: true, stopping: true });
    const stopped = run(started, actions.cancelRequested({ message: 'Detenida', stopped: true, at: AT }));
    expect(stopped).toMatchObject({ running: false, stopping: false, outcome: 'stopped' });
    const refused = reducer(stopping, actions.cancelFailed({ message: 'La importación ya terminó', at: AT }));
    expect(refused.stopping).toBe(false);
    expect(messages(refused).at(-1)).toBe('La importación ya terminó');
  });

  it('stops following when the connection cannot be resumed', () => {
    expect(run(started, actions.followingStopped())).toMatchObject({ running: false, live: false });
  });

  it('shows a stored result of a finished import', () => {
    const state = run(actions.resultLoaded({ sessionId: SESSION, result, at: AT }));
    expect(state).toMatchObject({ sessionId: SESSION, running: false, outcome: 'completed', progress: 100, result });
  });

  it('keeps only the last 50 log messages', () => {
    const logged = Array.from({ length: 60 }, (_, index) =>
      actions.logged({ message: `mensaje ${index}`, tone: 'info', at: AT }),
    );
    const state = run(...logged);
    expect(state.log).toHaveLength(50);
    expect(state.log[0].message).toBe('mensaje 10');
    expect(state.log.at(-1)?.message).toBe('mensaje 59');
  });

  it('resets to the initial state', () => {
    expect(run(started, actions.reset())).toEqual(initialImportState);
  });
});

describe('importRun slice: warnings', () => {
  it('takes the fetched lists and totals, and counts year plus duplicate-SKU warnings', () => {
    const state = run(
      started,
      actions.warningsLoaded({
        yearWarnings: [
          {
            row: 3,
            sku: 'A-2',
            message: 'El año de inicio (2019) es mayor que el año de fin (2011)',
            title: 'Filtro',
            brand: 'Kia',
            model: 'Rio',
            ano_inicio: 2019,
            ano_fin: 2011,
          },
        ],
        yearCount: 7,
        skuWarnings: [],
        skuCount: 2,
      }),
    );
    expect(state.warningTotals).toEqual({ year: 7, sku: 2 });
    expect(state.yearWarnings).toHaveLength(1);
    expect(selectWarningCount(state)).toBe(9);
  });
});

describe('importRun slice: following the live stream', () => {
  const lost = (fields: Partial<ConnectionLost>) =>
    actions.connectionLost({
      connection: 'c1',
      followSeq: 1,
      reason: 'closed',
      httpStatus: null,
      live: true,
      lastEventId: null,
      retryMs: null,
      at: AT,
      ...fields,
    });

  it('follows a sent or reconnected run anew each time, and stops when the run ends', () => {
    expect(run(started)).toMatchObject({ following: true, followSeq: 1, resultShown: false });
    const again = run(started, actions.reconnected({ sessionId: SESSION, status: runningStatus, at: AT }));
    expect(again).toMatchObject({ following: true, followSeq: 2 });
    expect(run(started, actions.followingStopped())).toMatchObject({ following: false });
    expect(run(started, actions.requestFailed({ message: 'x', at: AT }))).toMatchObject({ following: false });
    expect(run(started, actions.resultArrived({ result, at: AT }))).toMatchObject({
      following: false,
      resultShown: true,
    });
    expect(run(started, event({ type: 'stopped', message: 'Detenida' }))).toMatchObject({
      following: false,
      resultShown: true,
    });
    const resumed = run(started, actions.followingStopped(), actions.followResumed());
    expect(resumed).toMatchObject({ following: true, followSeq: 2 });
  });

  it('applies events in order by stream id: a repeated or older one is skipped, a resume point is not', () => {
    const row = (n: number) => ({ type: 'error-occurred', message: `Fila ${n}`, row: n, error: 'e' });
    const state = run(
      started,
      event({ type: 'connected', message: 'Conectado' }, '0'),
      event(row(1), '5-0'),
      event(row(2), '5-1'),
      event(row(1), '5-0'),
      event(row(2), '5-1'),
      event(row(0), '4-9'),
      event({ type: 'connected', message: 'Conectado otra vez' }, '5-1'),
      event(row(3), '10-0'),
    );
    expect(state.errors.map((error) => error.row)).toEqual([1, 2, 3]);
    expect(state.lastEventId).toBe('10-0');
    expect(messages(state)).toContain('Conectado otra vez');
  });

  it('ignores the events and losses of a follow that has ended or been replaced', () => {
    const following = run(started);
    const stale = actions.eventReceived({ event: { type: 'processing', progress: 50 }, followSeq: 0, at: AT });
    expect(reducer(following, stale)).toBe(following);
    const ended = run(started, actions.followingStopped());
    const late = actions.eventReceived({ event: { type: 'processing', progress: 50 }, followSeq: 1, at: AT });
    expect(reducer(ended, late)).toBe(ended);
    expect(reducer(ended, lost({}))).toBe(ended);
  });

  it('says why the connection was lost and that it retries, or that the session expired', () => {
    const live = run(started, event({ type: 'connected', message: 'Conectado' }));
    expect(messages(reducer(live, lost({ reason: 'closed' }))).slice(-2)).toEqual([
      'Conexión en tiempo real cerrada',
      'Reintentando en 5 segundos...',
    ]);
    expect(reducer(live, lost({})).live).toBe(false);
    expect(messages(reducer(live, lost({ reason: 'network', live: true }))).at(-2)).toBe(
      'Se detectó un problema de conexión; el proceso continúa en el servidor',
    );
    expect(messages(reducer(live, lost({ reason: 'http', httpStatus: 502, live: false }))).at(-2)).toBe(
      'Sin conexión en tiempo real con el servidor',
    );
    const expired = reducer(live, lost({ reason: 'http', httpStatus: 401, live: false }));
    expect(messages(expired).at(-1)).toBe('Tu sesión expiró: vuelve a iniciar sesión para seguir el progreso');
    expect(messages(expired)).not.toContain('Reintentando en 5 segundos...');
  });

  it('asks for the warning lists once per run, again after a failure that it logs', () => {
    const asked = run(started, actions.warningsRequested());
    expect(asked.warningsRequested).toBe(true);
    const failed = reducer(asked, actions.warningsFailed({ at: AT }));
    expect(failed.warningsRequested).toBe(false);
    expect(messages(failed).at(-1)).toBe('No se pudieron cargar las advertencias');
    expect(reducer(asked, started).warningsRequested).toBe(false);
  });
});
