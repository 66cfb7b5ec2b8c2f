import { useId } from 'react';

import { StopCircleIcon } from '@/components/ui/icons';
import { CopyIdButton } from '@/features/admin-import/components/copy-id-button';
import {
  ActivityLog,
  LiveErrors,
  NewSubSubcategories,
  SkuWarnings,
  UpdatedProducts,
  YearWarnings,
} from '@/features/admin-import/components/import-live-lists';
import { ProgressBar } from '@/features/admin-import/components/progress-bar';
import {
  selectCreatedSubSubcategories,
  selectWarningCount,
  type ImportRunState,
} from '@/features/admin-import/import-run-state';
import { formatCount } from '@/utils/format';

type ImportProgressViewProps = {
  state: ImportRunState;
  onCancel: () => void;
};

const OUTCOME_LABEL = { completed: 'Completado', stopped: 'Detenido', error: 'Error' } as const;
const OUTCOME_TONE = { completed: 'success', stopped: 'warning', error: 'danger' } as const;

/** Block 6 of admin.md 2.7: the live view of a running (or just finished) import. */
export function ImportProgressView({ state, onCancel }: ImportProgressViewProps) {
  const titleId = useId();
  const { counters, totalRows, sessionId } = state;
  if (!sessionId) return null;

  const warningCount = selectWarningCount(state);
  const yearTotal = Math.max(counters.yearWarningCount, state.warningTotals?.year ?? 0, state.yearWarnings.length);
  const skuTotal = Math.max(counters.skuWarningCount, state.warningTotals?.sku ?? 0, state.skuWarnings.length);
  const processing =
    totalRows === null
      ? `${formatCount(counters.processedRows)} / ?`
      : `${formatCount(counters.processedRows)} / ${formatCount(totalRows)}`;
  const statusLabel = state.running
    ? state.stopping
      ? 'Deteniendo...'
      : 'En curso'
    : state.outcome
      ? OUTCOME_LABEL[state.outcome]
      : 'Sin seguimiento';
  const tone = state.running ? 'info' : state.outcome ? OUTCOME_TONE[state.outcome] : 'neutral';
  const barTone =
    state.outcome === 'error'
      ? 'danger'
      : state.outcome === 'stopped'
        ? 'warning'
        : state.outcome === 'completed'
          ? 'success'
          : 'brand';

  return (
    <section className="admin-panel import-run" aria-labelledby={titleId} aria-busy={state.running}>
      <header className="import-run__header">
        <div>
          <h2 id={titleId} className="admin-panel__title import-run__title">
            Progreso de la importación
          </h2>
          {state.fileName && <p className="import-muted import-run__file">{state.fileName}</p>}
        </div>
        <div className="import-run__status">
          <span className={`import-chip import-chip--${tone}`}>{statusLabel}</span>
          {state.running && (
            <span className={`import-live-dot${state.live ? ' import-live-dot--on' : ''}`}>
              {state.live ? 'En vivo' : 'Sin conexión en tiempo real'}
            </span>
          )}
        </div>
      </header>

      <div className="import-run__session">
        <span className="import-muted">ID de sesión:</span>
        <code className="import-session-id">{sessionId}</code>
        <CopyIdButton sessionId={sessionId} />
      </div>

      <div className="import-run__bar">
        <ProgressBar value={state.progress} label="Progreso de la importación" tone={barTone} />
        <span className="import-run__percent" aria-hidden="true">
          {state.progress}%
        </span>
      </div>

      {state.outcome === 'stopped' && (
        <p className="form-message import-run__stopped" role="status">
          Importación detenida. Las filas ya procesadas se conservan.
        </p>
      )}

      <dl className="import-counters">
        <div className="import-counter">
          <dt>Procesando</dt>
          <dd>{processing}</dd>
        </div>
        <div className="import-counter import-counter--success">
          <dt>Productos nuevos</dt>
          <dd>{formatCount(counters.productsCreated)}</dd>
        </div>
        <div className="import-counter import-counter--info">
          <dt>Productos actualizados</dt>
          <dd>{formatCount(counters.productsUpdated)}</dd>
        </div>
        <div className="import-counter import-counter--fitment">
          <dt>Compatibilidades</dt>
          <dd>{formatCount(counters.compatibilitiesAdded)}</dd>
        </div>
        <div className="import-counter import-counter--danger">
          <dt>Errores</dt>
          <dd>{formatCount(counters.errorCount)}</dd>
        </div>
        <div className="import-counter import-counter--warning">
          <dt>Advertencias</dt>
          <dd>{formatCount(warningCount)}</dd>
        </div>
      </dl>

      {state.running && state.currentItem && (
        <div className="import-current" aria-label="Producto en proceso">
          <span className="import-current__label">Procesando ahora</span>
          <span className="import-current__sku">{state.currentItem.sku || '—'}</span>
          <span className="import-current__title">{state.currentItem.title || '—'}</span>
          <span className="import-current__brand">{state.currentItem.brand || '—'}</span>
        </div>
      )}

      {state.running && (
        <div className="import-run__actions">
          <button type="button" className="button button--danger" onClick={onCancel} disabled={state.stopping}>
            <StopCircleIcon size={18} />
            {state.stopping ? 'Deteniendo...' : 'Detener importación'}
          </button>
        </div>
      )}

      <div className="import-run__lists">
        <LiveErrors errors={state.errors} total={counters.errorCount} />
        <YearWarnings
          sessionId={sessionId}
          warnings={state.yearWarnings}
          total={yearTotal}
          finished={state.outcome !== null}
        />
        <SkuWarnings
          sessionId={sessionId}
          warnings={state.skuWarnings}
          total={skuTotal}
          finished={state.outcome !== null}
        />
        <UpdatedProducts products={state.updatedProducts} total={counters.productsUpdated} />
        {/* Once over, the result panel lists them with their product counts. */}
        {(state.running || !state.result) && (
          <NewSubSubcategories items={selectCreatedSubSubcategories(state)} total={counters.categoryWarningCount} />
        )}
      </div>

      <ActivityLog entries={state.log} />
    </section>
  );
}
