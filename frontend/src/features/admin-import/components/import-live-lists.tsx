import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { IMPORT_LOG_SCROLL_DELAY_MS, IMPORT_WARNING_PREVIEW_COUNT, LOCALE, STORE_TIME_ZONE } from '@/config/constants';
import { DownloadIcon } from '@/components/ui/icons';
import { downloadImportFile, IMPORT_DOWNLOADS } from '@/features/admin-import/api/import-api';
import {
  CreatedMoreLine,
  CreatedSubSubcategoryList,
  SubSubcategoriesLink,
} from '@/features/admin-import/components/created-sub-subcategories';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import type { LiveRowError, LogEntry, UpdatedProduct } from '@/features/admin-import/import-run-state';
import type { CreatedSubSubcategory, SkuWarning, YearWarning } from '@/features/admin-import/types';
import { formatPrice } from '@/utils/format';

const timeFormatter = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

type LiveListProps = {
  title: string;
  count: number;
  tone: 'danger' | 'warning' | 'info';
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled box of one live list (errors, warnings, updates). */
function LiveList({ title, count, tone, actions, children }: LiveListProps) {
  const titleId = useId();
  return (
    <section className={`import-live import-live--${tone}`} aria-labelledby={titleId}>
      <header className="import-live__header">
        <h3 id={titleId} className="import-live__title">
          {title} <span className="import-live__count">({count.toLocaleString(LOCALE)})</span>
        </h3>
        {actions}
      </header>
      {children}
    </section>
  );
}

function label(value: string | null | undefined): string {
  return value && value.trim() ? value : '—';
}

export function LiveErrors({ errors, total }: { errors: LiveRowError[]; total: number }) {
  if (errors.length === 0) return null;
  return (
    <LiveList title="Errores" count={total} tone="danger">
      <ul className="import-live__list" aria-label="Errores en vivo">
        {errors.map((error, index) => (
          <li key={`${error.sheet}-${error.row}-${index}`} className="import-live__item">
            <p className="import-live__line">
              <strong>Fila {error.row}</strong>
              {error.sheet && <span className="import-muted"> · {error.sheet}</span>}
              {' · '}SKU {label(error.sku)}
            </p>
            <p className="import-live__message">{error.message}</p>
            <p className="import-live__meta">
              {label(error.title)} · {label(error.brand)}
            </p>
          </li>
        ))}
      </ul>
    </LiveList>
  );
}

type DownloadState = { busy: boolean; message: string | null };

/** A .txt download of a warning list; says so when there is nothing to download. */
function WarningsDownload({
  sessionId,
  kind,
  count,
}: {
  sessionId: string;
  kind: 'yearWarnings' | 'skuWarnings';
  count: number;
}) {
  const [state, setState] = useState<DownloadState>({ busy: false, message: null });
  const download = async () => {
    if (count === 0) {
      setState({
        busy: false,
        message: kind === 'yearWarnings' ? IMPORT_MESSAGES.noYearWarnings : IMPORT_MESSAGES.noSkuWarnings,
      });
      return;
    }
    setState({ busy: true, message: null });
    try {
      await downloadImportFile(IMPORT_DOWNLOADS[kind](sessionId));
      setState({ busy: false, message: null });
    } catch {
      setState({ busy: false, message: IMPORT_MESSAGES.downloadFailed });
    }
  };
  return (
    <div className="import-live__download">
      <button
        type="button"
        className="button button--ghost import-button--small"
        onClick={() => void download()}
        disabled={state.busy}
      >
        <DownloadIcon size={16} />
        Descargar .txt
      </button>
      {state.message && (
        <span className="import-live__download-message" role="alert">
          {state.message}
        </span>
      )}
    </div>
  );
}

function MoreLine({ total }: { total: number }) {
  const more = total - IMPORT_WARNING_PREVIEW_COUNT;
  return more > 0 ? <p className="import-live__more">... y {more.toLocaleString(LOCALE)} más</p> : null;
}

type WarningListProps<T> = {
  sessionId: string;
  warnings: T[];
  total: number;
  /** Show the box (and its download) even without warnings: the import is over. */
  finished: boolean;
};

export function YearWarnings({ sessionId, warnings, total, finished }: WarningListProps<YearWarning>) {
  if (total === 0 && !finished) return null;
  return (
    <LiveList
      title="Advertencias de años"
      count={total}
      tone="warning"
      actions={<WarningsDownload sessionId={sessionId} kind="yearWarnings" count={total} />}
    >
      {total === 0 ? (
        <p className="import-muted">Sin advertencias de años.</p>
      ) : warnings.length === 0 ? (
        <p className="import-muted">La lista se carga al terminar la importación.</p>
      ) : (
        <ul className="import-live__list" aria-label="Advertencias de años">
          {warnings.slice(0, IMPORT_WARNING_PREVIEW_COUNT).map((warning, index) => (
            <li key={`${warning.sheet}-${warning.row}-${index}`} className="import-live__item">
              <p className="import-live__line">
                <strong>Fila {warning.row}</strong> · SKU {label(warning.sku)}
              </p>
              <p className="import-live__message">{warning.message}</p>
              <p className="import-live__meta">
                {label(warning.title)} · {label(warning.brand)} {warning.model ?? ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <MoreLine total={total} />
    </LiveList>
  );
}

export function SkuWarnings({ sessionId, warnings, total, finished }: WarningListProps<SkuWarning>) {
  if (total === 0 && !finished) return null;
  return (
    <LiveList
      title="Advertencias de SKU duplicado"
      count={total}
      tone="warning"
      actions={<WarningsDownload sessionId={sessionId} kind="skuWarnings" count={total} />}
    >
      {total === 0 && <p className="import-muted">Sin advertencias de SKU duplicado.</p>}
      {warnings.length > 0 && (
        <ul className="import-live__list" aria-label="Advertencias de SKU duplicado">
          {warnings.slice(0, IMPORT_WARNING_PREVIEW_COUNT).map((warning, index) => (
            <li key={`${warning.sheet}-${warning.row}-${index}`} className="import-live__item">
              <p className="import-live__line">
                <strong>Fila {warning.row}</strong> · SKU {label(warning.sku)}
              </p>
              <p className="import-live__message">{warning.reason}</p>
              <dl className="import-live__compare">
                <div>
                  <dt>Existente</dt>
                  <dd>
                    {label(warning.existingTitle)} · {formatPrice(warning.existingPrice)}
                  </dd>
                </div>
                <div>
                  <dt>Nuevo</dt>
                  <dd>
                    {label(warning.newTitle)} · {formatPrice(warning.newPrice)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <MoreLine total={total} />
    </LiveList>
  );
}

/** Sub-subcategories the running import had to create, as each batch announces them. */
export function NewSubSubcategories({ items, total }: { items: CreatedSubSubcategory[]; total: number }) {
  if (total === 0 && items.length === 0) return null;
  return (
    <LiveList
      title="Sub-subcategorías creadas"
      count={Math.max(total, items.length)}
      tone="warning"
      actions={<SubSubcategoriesLink />}
    >
      <p className="import-muted">No existían en el catálogo: se crearon en «Sin clasificar» para no perder filas.</p>
      {items.length > 0 && <CreatedSubSubcategoryList items={items} label="Sub-subcategorías creadas en vivo" />}
      <CreatedMoreLine shown={items.length} total={total} />
    </LiveList>
  );
}

export function UpdatedProducts({ products, total }: { products: UpdatedProduct[]; total: number }) {
  if (products.length === 0) return null;
  return (
    <LiveList title="Productos actualizados" count={total} tone="info">
      <ul className="import-live__list" aria-label="Productos actualizados">
        {products.map((product, index) => (
          <li key={`${product.sheet}-${product.row}-${index}`} className="import-live__item">
            <p className="import-live__line">
              <strong>Fila {product.row}</strong> · SKU {label(product.sku)}
            </p>
            <p className="import-live__message">{product.message}</p>
            <p className="import-live__meta">
              Stock: {product.stockBefore ?? '—'} → {product.stockAfter ?? '—'}
              {product.reason && <> · {product.reason}</>}
            </p>
          </li>
        ))}
      </ul>
    </LiveList>
  );
}

/** The last 50 messages; scrolls to the newest one shortly after it arrives (admin.md 4.4). */
export function ActivityLog({ entries }: { entries: LogEntry[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const lastId = entries.length > 0 ? entries[entries.length - 1].id : 0;

  useEffect(() => {
    if (lastId === 0) return;
    const timer = window.setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, IMPORT_LOG_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastId]);

  return (
    <section className="import-log" aria-labelledby={titleId}>
      <h3 id={titleId} className="import-live__title">
        Registro de actividad
      </h3>
      <ol ref={listRef} className="import-log__list" role="log" aria-live="polite" aria-labelledby={titleId}>
        {entries.map((entry) => (
          <li key={entry.id} className={`import-log__entry import-log__entry--${entry.tone}`}>
            <time className="import-log__time" dateTime={new Date(entry.at).toISOString()}>
              {timeFormatter.format(entry.at)}
            </time>
            <span>{entry.message}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
