import { isImageUrl } from '../../core/validation/image-url.rule';
import { ALL_COLUMNS, HeaderMap, ImportColumn, REQUIRED_COLUMNS } from './import-columns';
import type { RawCell } from './xlsx/xlsx-workbook';
import { PG_INT4_MAX } from '../../core/database/pg-limits';

/** A valid workbook row, in the catalogue's terms. Money is CLP (integer pesos). */
export interface ImportRow {
  sku: string;
  brand: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  subSubcategory: string;
  description: string;
  title: string;
  stock: number;
  oem: string | null;
  application: string | null;
  manufacturer: string | null;
  origin: string | null;
  priceAlsc: number | null;
  priceMl: number | null;
  discountPercent: number | null;
  /** Precio_WEB. */
  price: number | null;
  images: string[];
}

export type ParsedRow = { ok: true; row: ImportRow } | { ok: false; error: string };

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const MAX_SKU_LENGTH = 100;
const MAX_TITLE_LENGTH = 500;

export function isBlankRow(cells: RawCell[]): boolean {
  for (const cell of cells) if (cell !== null && cell !== undefined && cell !== '') return false;
  return true;
}

/** The row's cells by column name (known columns by their spec name, others as headed), for errors and downloads. */
export function rowData(cells: RawCell[], header: HeaderMap): Record<string, RawCell> {
  const data: Record<string, RawCell> = {};
  for (const column of ALL_COLUMNS) {
    const index = header.columns[column];
    if (index !== undefined) data[column] = cells[index] ?? null;
  }
  for (const extra of header.extras) data[extra.name] = cells[extra.index] ?? null;
  return data;
}

/**
 * Validates one row. Every problem is reported (joined by '; '), in Spanish, with the words the
 * result panel uses to guess a probable cause (requerido, número, año, formato...).
 */
export function parseRow(cells: RawCell[], header: HeaderMap): ParsedRow {
  const errors: string[] = [];
  const cell = (column: ImportColumn): RawCell => {
    const index = header.columns[column];
    return index === undefined ? null : (cells[index] ?? null);
  };
  const text = (column: ImportColumn): string | null => {
    const value = cell(column);
    if (value === null) return null;
    const result = typeof value === 'number' ? numberToText(value) : value.trim();
    return result === '' ? null : result;
  };

  for (const column of REQUIRED_COLUMNS) {
    if (text(column) === null) errors.push(`Falta el campo requerido ${column}`);
  }

  const sku = text('itemCode');
  if (sku && sku.length > MAX_SKU_LENGTH) {
    errors.push(`itemCode tiene un formato inválido: más de ${MAX_SKU_LENGTH} caracteres`);
  }
  const oem = text('oem');
  if (oem && oem.length > MAX_SKU_LENGTH)
    errors.push(`oem tiene un formato inválido: más de ${MAX_SKU_LENGTH} caracteres`);
  const title = text('Titulo_web');
  if (title && title.length > MAX_TITLE_LENGTH) {
    errors.push(`Titulo_web tiene un formato inválido: más de ${MAX_TITLE_LENGTH} caracteres`);
  }

  const year = (column: 'ano_inicio' | 'ano_fin'): number | null => {
    const value = cell(column);
    if (value === null || value === '') return null;
    const parsed = parseInteger(value);
    if (parsed === null || parsed < MIN_YEAR || parsed > MAX_YEAR) {
      errors.push(`${column} debe ser un año (número entre ${MIN_YEAR} y ${MAX_YEAR}); valor: "${value}"`);
      return null;
    }
    return parsed;
  };
  const yearFrom = year('ano_inicio');
  const yearTo = year('ano_fin');

  let stock: number | null = null;
  const stockCell = cell('stock');
  if (stockCell !== null && stockCell !== '') {
    stock = parseInteger(stockCell);
    if (stock === null || stock < 0 || stock > PG_INT4_MAX) {
      errors.push(`stock debe ser un número entero mayor o igual a 0; valor: "${stockCell}"`);
      stock = null;
    }
  }

  const money = (column: 'precio_alsc' | 'precio_ML' | 'Precio_WEB'): number | null => {
    const value = cell(column);
    if (value === null || value === '') return null;
    const parsed = parseMoney(value);
    if (parsed === null || parsed < 0 || parsed > PG_INT4_MAX) {
      errors.push(`${column} debe ser un número (precio en pesos, mayor o igual a 0); valor: "${value}"`);
      return null;
    }
    return parsed;
  };
  const priceAlsc = money('precio_alsc');
  const priceMl = money('precio_ML');
  const price = money('Precio_WEB');

  let discountPercent: number | null = null;
  const discountCell = cell('Descuento');
  if (discountCell !== null && discountCell !== '') {
    discountPercent = parsePercent(discountCell);
    if (discountPercent === null || discountPercent < 0 || discountPercent > 100) {
      errors.push(`Descuento debe ser un número (porcentaje entre 0 y 100); valor: "${discountCell}"`);
      discountPercent = null;
    }
  }

  const images: string[] = [];
  for (const column of ['IMAGEN1', 'IMAGEN2', 'IMAGEN3'] as const) {
    const url = text(column);
    if (url === null) continue;
    // The admin form's rule: protocol-relative '//host' and '/\host' would load from another site.
    if (isImageUrl(url)) images.push(url);
    else errors.push(`${column} tiene un formato inválido: se espera una URL (https://...)`);
  }

  if (errors.length > 0) return { ok: false, error: errors.join('; ') };
  return {
    ok: true,
    row: {
      sku: sku as string,
      brand: text('U_marca') as string,
      model: text('modelo') as string,
      yearFrom: yearFrom as number,
      yearTo: yearTo as number,
      subSubcategory: text('U_subsubcategoria') as string,
      description: text('descripcion') as string,
      title: title as string,
      stock: stock as number,
      oem,
      application: text('aplicacion'),
      manufacturer: text('fabricante'),
      origin: text('origen'),
      priceAlsc,
      priceMl,
      discountPercent,
      price,
      images,
    },
  };
}

function numberToText(value: number): string {
  return Number.isInteger(value) ? value.toFixed(0) : String(value);
}

/** Spaces, the peso sign and 'CLP' are decoration: '$ 12.990' is 12990. */
function stripMoneyDecoration(value: string): string {
  return value.replace(/[\s\u00a0$]|CLP/gi, '');
}

/**
 * A number written the Chilean way or the spreadsheet way: '12.990' and '12,990' (groups of three)
 * are 12990; '12,5' and '12.5' are 12.5; '1.234.567,5' is 1234567.5.
 */
function parseLocaleNumber(value: string): number | null {
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) return Number(value.replace(/,/g, ''));
  if (/^-?\d+([.,]\d+)?$/.test(value)) return Number(value.replace(',', '.'));
  return null;
}

/** Whole numbers: stock, years ('2015', 2015, '1.500'); '12.5' is not one. */
export function parseInteger(value: RawCell): number | null {
  if (value === null) return null;
  const number = typeof value === 'number' ? value : parseLocaleNumber(stripMoneyDecoration(value));
  return number !== null && Number.isInteger(number) ? number : null;
}

/** CLP: pesos have no decimals, so a decimal amount is rounded. */
export function parseMoney(value: RawCell): number | null {
  if (value === null) return null;
  const number = typeof value === 'number' ? value : parseLocaleNumber(stripMoneyDecoration(value));
  return number === null || !Number.isFinite(number) ? null : Math.round(number);
}

/**
 * Percent: '12,5', '12.5', '12,5%' are 12.5. A number cell between 0 and 1 comes from a cell
 * formatted as percentage (Excel stores 15 % as 0.15), so it is scaled.
 */
export function parsePercent(value: RawCell): number | null {
  if (value === null) return null;
  let number: number | null;
  if (typeof value === 'number') number = value > 0 && value < 1 ? value * 100 : value;
  else number = parseLocaleNumber(value.replace(/[\s\u00a0%]/g, ''));
  return number === null || !Number.isFinite(number) ? null : Math.round(number * 100) / 100;
}
