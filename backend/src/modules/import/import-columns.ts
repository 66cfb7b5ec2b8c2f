import type { RawCell } from './xlsx/xlsx-workbook';

/** The workbook columns of admin.md 2.7, in the spec's order (downloads use it). */
export const REQUIRED_COLUMNS = [
  'itemCode',
  'U_marca',
  'modelo',
  'ano_inicio',
  'ano_fin',
  'U_subsubcategoria',
  'descripcion',
  'Titulo_web',
  'stock',
] as const;

export const OPTIONAL_COLUMNS = [
  'oem',
  'aplicacion',
  'fabricante',
  'origen',
  'precio_alsc',
  'precio_ML',
  'Descuento',
  'Precio_WEB',
  'IMAGEN1',
  'IMAGEN2',
  'IMAGEN3',
] as const;

export type ImportColumn = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
export const ALL_COLUMNS: readonly ImportColumn[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

/**
 * Header text → comparison key: case, accents, spaces, dashes and underscores do not matter
 * ('Título Web', 'TITULO_WEB' and 'titulo-web' are all Titulo_web; 'Año inicio' is ano_inicio).
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const COLUMN_BY_KEY = new Map<string, ImportColumn>(ALL_COLUMNS.map((column) => [headerKey(column), column]));

/** Where each known column sits in a sheet, plus the sheet's other headers (kept for the rejected-rows file). */
export interface HeaderMap {
  /** 1-based column index by import column. */
  columns: Partial<Record<ImportColumn, number>>;
  /** Unknown headers by 1-based column index, as written in the file. */
  extras: Array<{ index: number; name: string }>;
  missing: ImportColumn[];
}

export function mapHeader(cells: RawCell[]): HeaderMap {
  const columns: Partial<Record<ImportColumn, number>> = {};
  const extras: HeaderMap['extras'] = [];
  cells.forEach((cell, index) => {
    if (cell === null || cell === undefined || cell === '') return;
    const name = String(cell).trim();
    const column = COLUMN_BY_KEY.get(headerKey(name));
    if (column && columns[column] === undefined) columns[column] = index;
    else extras.push({ index, name });
  });
  const missing = REQUIRED_COLUMNS.filter((column) => columns[column] === undefined);
  return { columns, extras, missing };
}
