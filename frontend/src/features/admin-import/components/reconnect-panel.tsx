import { useId, useState, type FormEvent } from 'react';

import { RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { LOCALE } from '@/config/constants';
import { useLazyGetActiveImportsQuery } from '@/features/admin-import/api/import-api';
import { CopyIdButton } from '@/features/admin-import/components/copy-id-button';
import { ProgressBar } from '@/features/admin-import/components/progress-bar';
import type { ActionOutcome } from '@/features/admin-import/import-run-commands';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import type { ActiveProcess } from '@/features/admin-import/types';
import { processStatusLabel, processStatusTone } from '@/features/admin-import/utils/process-status';
import { getErrorStatus } from '@/lib/api-error';

type ReconnectPanelProps = {
  onReconnect: (sessionId: string) => Promise<ActionOutcome>;
  onShowResult: (sessionId: string) => Promise<ActionOutcome>;
};

type ListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; processes: ActiveProcess[] }
  | { status: 'error'; message: string };

const BADGE_CLASS = {
  info: 'admin-badge',
  success: 'admin-badge admin-badge--ok',
  danger: 'admin-badge admin-badge--danger',
  neutral: 'admin-badge admin-badge--warning',
} as const;

function minutes(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString(LOCALE)} min`;
}

function rows(process: ActiveProcess): string {
  const total = process.totalRows === null ? '?' : process.totalRows.toLocaleString(LOCALE);
  return `${process.processedRows.toLocaleString(LOCALE)} / ${total} filas`;
}

/** Block 5 of admin.md 2.7: find running imports and reconnect to one, from the list or by its session id. */
export function ReconnectPanel({ onReconnect, onShowResult }: ReconnectPanelProps) {
  const [fetchActive] = useLazyGetActiveImportsQuery();
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [typedId, setTypedId] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { title: useId(), input: useId(), error: useId() };

  const search = async () => {
    setList({ status: 'loading' });
    setError(null);
    const response = await fetchActive(undefined, false);
    // On failure RTK Query keeps the previous data next to the error: the error decides.
    if (!response.error && response.data?.success && Array.isArray(response.data.activeProcesses)) {
      setList({ status: 'loaded', processes: response.data.activeProcesses });
    } else {
      const networkFailure = response.error !== undefined && getErrorStatus(response.error) === null;
      setList({
        status: 'error',
        message: networkFailure ? IMPORT_MESSAGES.activeConnection : IMPORT_MESSAGES.activeFailed,
      });
    }
  };

  const run = async (key: string, action: () => Promise<ActionOutcome>) => {
    setBusy(key);
    setError(null);
    const outcome = await action();
    setBusy(null);
    if (!outcome.ok) setError(outcome.message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sessionId = typedId.trim();
    if (sessionId) void run('typed', () => onReconnect(sessionId));
  };

  return (
    <section className="admin-panel import-reconnect" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="admin-panel__title">
        Reconectar a un proceso
      </h2>
      <p className="import-muted">
        Si cerraste la ventana durante una importación, búscala aquí para volver a ver su avance en vivo.
      </p>

      <button
        type="button"
        className="button button--ghost"
        onClick={() => void search()}
        disabled={list.status === 'loading'}
      >
        <SearchIcon size={16} />
        {list.status === 'loading' ? 'Buscando...' : 'Buscar procesos activos'}
      </button>

      {list.status === 'loading' && (
        <div className="import-reconnect__loading" role="status" aria-label="Buscando procesos activos">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      )}
      {list.status === 'error' && (
        <p className="form-message form-message--error" role="alert">
          {list.message}
        </p>
      )}
      {list.status === 'loaded' && list.processes.length === 0 && (
        <p className="import-reconnect__empty" role="status">
          {IMPORT_MESSAGES.noActive}
        </p>
      )}
      {list.status === 'loaded' && list.processes.length > 0 && (
        <ul className="import-processes" aria-label="Procesos de importación">
          {list.processes.map((process) => {
            const label = processStatusLabel(process.status);
            const finished = !process.canReconnect && (process.status === 'completed' || process.status === 'error');
            return (
              <li key={process.sessionId} className="import-process" aria-label={`Proceso ${process.sessionId}`}>
                <div className="import-process__head">
                  <span className={BADGE_CLASS[processStatusTone(process.status)]}>{label}</span>
                  {process.fileName && <span className="import-process__file">{process.fileName}</span>}
                  <span className="import-process__elapsed">{minutes(process.elapsedTime)}</span>
                </div>
                <div className="import-process__progress">
                  <ProgressBar value={process.progress} label={`Progreso de ${process.sessionId}`} size="sm" />
                  <span className="import-process__percent">{Math.round(process.progress)}%</span>
                </div>
                <p className="import-process__meta">
                  <code className="import-session-id">{process.sessionId}</code>
                  <span>{rows(process)}</span>
                </p>
                {process.message && process.status !== 'running' && (
                  <p className="import-process__message">{process.message}</p>
                )}
                <div className="import-process__actions">
                  {finished ? (
                    <button
                      type="button"
                      className="button button--ghost import-button--small"
                      disabled={busy !== null}
                      onClick={() => void run(process.sessionId, () => onShowResult(process.sessionId))}
                    >
                      Ver resultado
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary import-button--small"
                      disabled={!process.canReconnect || busy !== null}
                      onClick={() => void run(process.sessionId, () => onReconnect(process.sessionId))}
                    >
                      <RefreshIcon size={16} />
                      {busy === process.sessionId ? 'Reconectando...' : 'Reconectar'}
                    </button>
                  )}
                  <CopyIdButton sessionId={process.sessionId} />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <form className="import-reconnect__form" onSubmit={submit} noValidate>
        <div className="form-field import-reconnect__field">
          <label className="form-field__label" htmlFor={ids.input}>
            ID de sesión
          </label>
          <input
            id={ids.input}
            className="form-field__control"
            type="text"
            placeholder="import-1732300000000-k3j9x2"
            autoComplete="off"
            spellCheck={false}
            value={typedId}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setTypedId(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={!typedId.trim() || busy !== null}>
          {busy === 'typed' ? 'Reconectando...' : 'Reconectar por ID'}
        </button>
      </form>
      {error && (
        <p id={ids.error} className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
