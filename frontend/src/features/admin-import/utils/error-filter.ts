import type { ImportRowErrorWire } from '@/features/admin-import/types';

/** A rejected row as the result table shows it. */
export type ResultErrorRow = {
  row: number;
  sheet: string | null;
  sku: string;
  title: string;
  brand: string;
  error: string;
};

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function toResultErrorRow(wire: ImportRowErrorWire): ResultErrorRow {
  return {
    row: wire.row,
    sheet: wire.sheet ?? null,
    sku: text(wire.data?.itemCode),
    title: text(wire.data?.Titulo_web),
    brand: text(wire.data?.U_marca),
    error: text(wire.error),
  };
}

/** Rows whose row number, SKU, title, brand or error contain the query (case-insensitive); all rows when blank. */
export function filterErrorRows(rows: readonly ResultErrorRow[], query: string): ResultErrorRow[] {
  const needle = query.trim().toLocaleLowerCase('es');
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [String(row.row), row.sku, row.title, row.brand, row.error].some((field) =>
      field.toLocaleLowerCase('es').includes(needle),
    ),
  );
}
