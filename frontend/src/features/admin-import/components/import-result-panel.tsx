import { useId, useMemo, useState } from 'react';

import { AlertTriangleIcon, CheckCircleIcon, DownloadIcon, SearchIcon } from '@/components/ui/icons';
import { downloadImportFile, IMPORT_DOWNLOADS } from '@/features/admin-import/api/import-api';
import {
  CreatedMoreLine,
  CreatedSubSubcategoryList,
  SubSubcategoriesLink,
} from '@/features/admin-import/components/created-sub-subcategories';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import type { ImportOutcome } from '@/features/admin-import/import-run-state';
import type { CreatedSubSubcategory, ImportResult } from '@/features/admin-import/types';
import { filterErrorRows, toResultErrorRow } from '@/features/admin-import/utils/error-filter';
import { probableCause } from '@/features/admin-import/utils/probable-cause';
import { formatCount } from '@/utils/format';

type ImportResultPanelProps = {
  sessionId: string | null;
  result: ImportResult;
  outcome: ImportOutcome | null;
  /** The sub-subcategories the import created (the result's list, else the live one). */
  createdSubSubcategories: CreatedSubSubcategory[];
  onNewImport: () => void;
};

const HEADINGS = {
  success: 'Importación completada',
  stopped: 'Importación detenida',
  failure: 'La importación no se completó',
} as const;

function taxonomyExplanation(total: number, items: CreatedSubSubcategory[]): string {
  const category = items[0]?.category || 'Sin clasificar';
  return total === 1
    ? `Esta sub-subcategoría no existía en el catálogo: la importación la creó en la categoría «${category}» para no ` +
        'perder filas. Muévela a su categoría o renómbrala.'
    : `Estas sub-subcategorías no existían en el catálogo: la importación las creó en la categoría «${category}» para ` +
        'no perder filas. Muévelas a su categoría o renómbralas.';
}

/** Block 7 of admin.md 2.7: the outcome, the figures and a filterable table of the rejected rows. */
export function ImportResultPanel({
  sessionId,
  result,
  outcome,
  createdSubSubcategories,
  onNewImport,
}: ImportResultPanelProps) {
  const ids = { title: useId(), filter: useId(), count: useId(), taxonomy: useId() };
  const createdTotal = Math.max(result.categoryWarningCount ?? 0, createdSubSubcategories.length);
  const [query, setQuery] = useState('');
  const [download, setDownload] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const rows = useMemo(() => (result.errors ?? []).map(toResultErrorRow), [result.errors]);
  const visible = useMemo(() => filterErrorRows(rows, query), [rows, query]);

  const stopped = outcome === 'stopped' || result.status === 'stopped';
  const kind = stopped ? 'stopped' : result.success ? 'success' : 'failure';
  const Icon = kind === 'success' ? CheckCircleIcon : AlertTriangleIcon;

  const downloadRejected = async () => {
    if (!sessionId || result.errorRows === 0) {
      setDownload({ busy: false, message: IMPORT_MESSAGES.noRejectedRows });
      return;
    }
    setDownload({ busy: true, message: null });
    try {
      await downloadImportFile(IMPORT_DOWNLOADS.rejectedRows(sessionId));
      setDownload({ busy: false, message: null });
    } catch {
      setDownload({ busy: false, message: IMPORT_MESSAGES.downloadFailed });
    }
  };

  return (
    <section className={`admin-panel import-result import-result--${kind}`} aria-labelledby={ids.title}>
      <header className="import-result__header">
        <Icon size={28} className="import-result__icon" />
        <div>
          <h2 id={ids.title} className="import-result__title">
            {HEADINGS[kind]}
          </h2>
          <p className="import-result__message">{result.message}</p>
        </div>
      </header>

      <dl className="import-result__stats">
        <div>
          <dt>Total de filas</dt>
          <dd>{formatCount(result.totalRows)}</dd>
        </div>
        <div>
          <dt>Filas procesadas</dt>
          <dd>{formatCount(result.processedRows)}</dd>
        </div>
        <div>
          <dt>Filas con errores</dt>
          <dd>{formatCount(result.errorRows)}</dd>
        </div>
        {/* Results of imports recorded before products were counted apart have no such figures. */}
        {typeof result.productsCreated === 'number' && (
          <div>
            <dt>Productos nuevos</dt>
            <dd>{formatCount(result.productsCreated)}</dd>
          </div>
        )}
        {typeof result.productsUpdated === 'number' && (
          <div>
            <dt>Productos actualizados</dt>
            <dd>{formatCount(result.productsUpdated)}</dd>
          </div>
        )}
        {typeof result.compatibilitiesAdded === 'number' && (
          <div>
            <dt>Compatibilidades</dt>
            <dd>{formatCount(result.compatibilitiesAdded)}</dd>
          </div>
        )}
      </dl>

      {createdTotal > 0 && (
        <section className="import-taxonomy" aria-labelledby={ids.taxonomy}>
          <header className="import-taxonomy__header">
            <h3 id={ids.taxonomy} className="import-live__title">
              Sub-subcategorías creadas <span className="import-live__count">({formatCount(createdTotal)})</span>
            </h3>
            <SubSubcategoriesLink />
          </header>
          <p className="import-taxonomy__text">{taxonomyExplanation(createdTotal, createdSubSubcategories)}</p>
          {createdSubSubcategories.length > 0 && (
            <CreatedSubSubcategoryList items={createdSubSubcategories} label="Sub-subcategorías creadas" />
          )}
          <CreatedMoreLine shown={createdSubSubcategories.length} total={createdTotal} />
        </section>
      )}

      <div className="import-result__actions">
        {sessionId && result.errorRows > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void downloadRejected()}
            disabled={download.busy}
          >
            <DownloadIcon size={16} />
            Descargar filas rechazadas (.xlsx)
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onNewImport}>
          Nueva importación
        </button>
      </div>
      {download.message && (
        <p className="form-message form-message--error" role="alert">
          {download.message}
        </p>
      )}

      {rows.length > 0 && (
        <div className="import-result__errors">
          <div className="import-result__toolbar">
            <h3 className="import-live__title">Detalle de errores</h3>
            <div className="form-field import-result__filter">
              <label className="visually-hidden" htmlFor={ids.filter}>
                Filtrar errores
              </label>
              <SearchIcon size={16} className="import-result__filter-icon" />
              <input
                id={ids.filter}
                className="form-field__control"
                type="search"
                placeholder="Fila, SKU, producto, marca o error"
                value={query}
                aria-describedby={ids.count}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
          <p id={ids.count} className="import-muted" role="status">
            Mostrando {formatCount(visible.length)} de {formatCount(rows.length)} errores
            {result.errorRows > rows.length &&
              ` (el resultado incluye los primeros ${formatCount(rows.length)}; descarga las filas rechazadas para verlas todas)`}
          </p>
          <div className="admin-table-wrap import-result__table-wrap">
            <table className="admin-table import-errors-table">
              <caption className="visually-hidden">Filas rechazadas</caption>
              <thead>
                <tr className="caps-heading">
                  <th scope="col">Fila</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Producto</th>
                  <th scope="col">Error</th>
                  <th scope="col">Causa probable</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row, index) => (
                  <tr key={`${row.sheet}-${row.row}-${index}`}>
                    <td data-label="Fila">
                      <div>
                        {row.row}
                        {row.sheet && <span className="import-errors-table__sheet">{row.sheet}</span>}
                      </div>
                    </td>
                    <td data-label="SKU">{row.sku || '—'}</td>
                    <td data-label="Producto">
                      <div>
                        <span className="import-errors-table__title">{row.title || '—'}</span>
                        <span className="import-errors-table__brand">{row.brand || '—'}</span>
                      </div>
                    </td>
                    <td data-label="Error">{row.error}</td>
                    <td data-label="Causa probable">
                      <div>
                        <span className="import-cause">{probableCause(row.error)}</span>
                      </div>
                    </td>
                  </tr>
                ))}
                {visible.length === 0 && (
                  <tr>
                    <td colSpan={5} className="import-muted">
                      Ningún error coincide con el filtro.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
