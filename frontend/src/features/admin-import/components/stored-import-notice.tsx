import { useState } from 'react';

import { LOCALE } from '@/config/constants';
import type { StoredImport } from '@/features/admin-import/hooks/use-stored-import';
import type { ActionOutcome } from '@/features/admin-import/import-run-commands';

type StoredImportNoticeProps = {
  stored: StoredImport;
  onReconnect: (sessionId: string) => Promise<ActionOutcome>;
  onShowResult: (sessionId: string) => Promise<ActionOutcome>;
  onDismiss: () => void;
};

/** Offers to pick up the import this browser left behind when the page was closed or reloaded. */
export function StoredImportNotice({ stored, onReconnect, onShowResult, onDismiss }: StoredImportNoticeProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { sessionId, status } = stored;
  const running = status.canReconnect;
  const name = status.fileName ? `«${status.fileName}»` : sessionId;
  const rows =
    status.totalRows === null
      ? `${(status.processedRows ?? 0).toLocaleString(LOCALE)} filas procesadas`
      : `${(status.processedRows ?? 0).toLocaleString(LOCALE)} de ${status.totalRows.toLocaleString(LOCALE)} filas`;

  const act = async () => {
    setBusy(true);
    setError(null);
    const outcome = await (running ? onReconnect(sessionId) : onShowResult(sessionId));
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <section className={`import-notice${running ? ' import-notice--running' : ''}`} aria-label="Importación anterior">
      <div className="import-notice__text">
        <p className="import-notice__title">
          {running
            ? `Hay una importación en curso iniciada desde este navegador: ${name}`
            : `La importación ${name} terminó mientras no estabas`}
        </p>
        <p className="import-muted">
          {running ? `${Math.round(status.progress)}% · ${rows}` : (status.message ?? rows)}
        </p>
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="import-notice__actions">
        <button type="button" className="button button--secondary" onClick={() => void act()} disabled={busy}>
          {running ? 'Reconectar' : 'Ver resultado'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDismiss} disabled={busy}>
          Descartar
        </button>
      </div>
    </section>
  );
}
