/** Text and spreadsheet downloads of an import, safe to open in Excel. */

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value that a spreadsheet would run as a formula (it starts with = + - @, tab or CR) gets a
 * leading apostrophe (OWASP "CSV injection"): '=HYPERLINK(...)' becomes "'=HYPERLINK(...)".
 */
export function neutralize<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** One line of a .txt download: fields joined by ' | ', each field and the line neutralised, no line breaks inside. */
export function textLine(fields: Array<string | number | null | undefined>): string {
  const line = fields
    .map((field) => (field === null || field === undefined ? '' : String(neutralize(String(field)))))
    .map((field) => field.replace(/[\r\n]+/g, ' '))
    .join(' | ');
  return String(neutralize(line));
}

export interface YearWarningView {
  row: number;
  sheet: string | null;
  sku: string | null;
  message: string;
  title: string | null;
  brand: string | null;
  model: string | null;
  ano_inicio: number | null;
  ano_fin: number | null;
}

export interface SkuWarningView {
  row: number;
  sheet: string | null;
  sku: string | null;
  reason: string;
  newTitle: string | null;
  existingTitle: string | null;
  newPrice: number | null;
  existingPrice: number | null;
}

/** A user-written value inside a line: neutralised too, in case the line is split into columns. */
const value = (text: string | number | null | undefined): string =>
  text === null || text === undefined ? '' : String(neutralize(String(text)));

export function yearWarningLine(warning: YearWarningView): string {
  return textLine([
    `Fila ${warning.row}`,
    `Hoja: ${value(warning.sheet)}`,
    `SKU: ${value(warning.sku)}`,
    `Marca: ${value(warning.brand)}`,
    `Modelo: ${value(warning.model)}`,
    `Años: ${value(warning.ano_inicio)} - ${value(warning.ano_fin)}`,
    `Título: ${value(warning.title)}`,
    warning.message,
  ]);
}

export function skuWarningLine(warning: SkuWarningView): string {
  const price = (value: number | null) => (value === null ? '' : ` ($${new Intl.NumberFormat('es-CL').format(value)})`);
  return textLine([
    `Fila ${warning.row}`,
    `Hoja: ${value(warning.sheet)}`,
    `SKU: ${value(warning.sku)}`,
    `Existente: ${value(warning.existingTitle)}${price(warning.existingPrice)}`,
    `Nuevo: ${value(warning.newTitle)}${price(warning.newPrice)}`,
    `Motivo: ${warning.reason}`,
  ]);
}
