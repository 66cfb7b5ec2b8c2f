import type { ReactNode } from 'react';

import './admin-ui.css';
import './admin-list-panel.css';

/** A column heading; `{ hidden }` for one that only screen readers hear (e.g. the buttons' column). */
export type AdminTableColumn = string | { hidden: string };

type AdminTableProps = {
  /** The table's accessible name, as a visually hidden caption. */
  caption: string;
  columns: readonly AdminTableColumn[];
  className: string;
  /** The scrolling wrapper's class. */
  wrapClassName?: string;
  /** Rows become cards (cells headed by their data-label) when the panel is narrow. */
  stacked?: boolean;
  busy?: boolean;
  /** The body rows. */
  children: ReactNode;
};

/** An admin list as a table: hidden caption, column headings, then the rows given. */
export function AdminTable({
  caption,
  columns,
  className,
  wrapClassName = 'admin-table-wrap',
  stacked = false,
  busy,
  children,
}: AdminTableProps) {
  const table = (
    <div className={wrapClassName}>
      <table className={className} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr className="caps-heading">
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
  return stacked ? <div className="admin-table-stack">{table}</div> : table;
}
