import type { Key, ReactNode } from 'react';

import type { CollectionView } from './view-toggle';

import './admin-ui.css';

export type CollectionColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** Right-aligned figures (prices, counts). */
  numeric?: boolean;
};

type AdminCollectionProps<T> = {
  items: T[];
  view: CollectionView;
  /** Accessible name of the table and the card list. */
  caption: string;
  getKey: (item: T) => Key;
  /** The item's name: first column of the table, heading of the card, accessible name of the card. */
  getTitle: (item: T) => string;
  titleHeader: string;
  columns: CollectionColumn<T>[];
  /** A thumbnail shown in the card and beside the name in the table. */
  media?: (item: T) => ReactNode;
  /** Edit / delete controls. */
  actions?: (item: T) => ReactNode;
  /** The record to mark (e.g. the one just saved) and the badge that says why. */
  highlight?: { key: Key; label: string } | null;
};

/** The same records as a table (list view) or as cards (grid view). */
export function AdminCollection<T>({
  items,
  view,
  caption,
  getKey,
  getTitle,
  titleHeader,
  columns,
  media,
  actions,
  highlight = null,
}: AdminCollectionProps<T>) {
  const isMarked = (item: T) => highlight !== null && getKey(item) === highlight.key;
  const badge = (item: T) =>
    isMarked(item) && <span className="admin-badge admin-badge--highlight">{highlight?.label}</span>;
  if (view === 'grid') {
    return (
      <>
        {/* Keeps the cards' h3 titles in heading order under the page's h1. */}
        <h2 className="visually-hidden">{`Listado de ${caption.toLowerCase()}`}</h2>
        <ul className="admin-cards" aria-label={caption}>
          {items.map((item) => (
            <li key={getKey(item)} aria-current={isMarked(item) || undefined}>
              <article
                className={`admin-card${media ? ' admin-card--media' : ''}${isMarked(item) ? ' admin-card--highlight' : ''}`}
                aria-label={getTitle(item)}
              >
                {media && <div className="admin-card__media">{media(item)}</div>}
                <div className="admin-card__body">
                  <h3 className="admin-card__title">{getTitle(item)}</h3>
                  {badge(item)}
                  <dl className="admin-card__facts">
                    {columns.map((column) => (
                      <div key={column.header} className="admin-card__fact">
                        <dt>{column.header}</dt>
                        <dd>{column.cell(item)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
                {actions && <div className="admin-card__actions">{actions(item)}</div>}
              </article>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr className="caps-heading">
            <th scope="col">{titleHeader}</th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'admin-table__numeric' : undefined}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="admin-table__actions-header">
                <span className="visually-hidden">Acciones</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={getKey(item)}
              className={isMarked(item) ? 'admin-table__row--highlight' : undefined}
              aria-current={isMarked(item) || undefined}
            >
              <th scope="row" className="admin-table__title">
                <span className="admin-table__title-inner">
                  {media && <span className="admin-table__media">{media(item)}</span>}
                  <span>{getTitle(item)}</span>
                  {badge(item)}
                </span>
              </th>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'admin-table__numeric' : undefined}>
                  {column.cell(item)}
                </td>
              ))}
              {actions && (
                <td className="admin-table__actions">
                  <div className="admin-row-actions">{actions(item)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
