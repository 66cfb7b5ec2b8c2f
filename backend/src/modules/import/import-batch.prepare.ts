import { normalizeCode, normalizeOptionalCode, normalizeText, type ProductBulkRow } from '../catalog';
import type { ImportRow, ParsedRow } from './import-row.parser';
import type { RawCell } from './xlsx/xlsx-workbook';

/*
 * A batch of workbook rows made ready for the database, with no database access: the runner
 * prepares the next batch while the current one is in PostgreSQL.
 */

/** One workbook row on its way to the database. */
export interface BatchEntry {
  sheet: string;
  /** Excel row number. */
  row: number;
  parsed: ParsedRow;
  /** The row's cells by column: rejected rows only (valid rows keep nothing but the parsed row). */
  data: Record<string, RawCell> | null;
}

export interface SubSubcategoryRef {
  id: number;
  categoryId: number;
  subcategoryId: number | null;
}

/** A valid row with what it needs before any database access (see prepareBatch). */
export interface PreparedRow {
  row: ImportRow;
  skuNormalized: string;
  titleNormalized: string;
  /** The web price (Precio_WEB, else the list prices). */
  price: number;
  /**
   * The row's product columns as JSON members, all but the category ones, already in UTF-8: the
   * batch statement's product parameters are assembled from these bytes (productsJson), so the
   * encoding happens here, while the previous batch is in PostgreSQL, not in the transaction.
   */
  columns: Buffer;
}

/** A batch made ready for the database while the previous one commits: no database access. */
export interface PreparedBatch {
  entries: BatchEntry[];
  /** Per entry, in order: the prepared row, or null for a rejected one. */
  rows: Array<PreparedRow | null>;
  /** Distinct normalised SKUs of the valid rows. */
  skus: string[];
  /**
   * The catalogue names the valid rows use, each once as written (resolveCatalog looks these up
   * instead of going through every row inside the transaction).
   */
  names: CatalogNames;
}

/** Distinct catalogue names of a batch's valid rows, as written in the file. */
export interface CatalogNames {
  brands: string[];
  /** [brand, model] pairs. */
  models: Array<[string, string]>;
  subSubcategories: string[];
}

/** A product row as the batch writes it (the catalogue's bulk write). */
export type ProductWrite = ProductBulkRow;

/** The columns a row decides on its own; the category ones come from its sub-subcategory. */
type RowColumns = Omit<ProductWrite, 'category_id' | 'subcategory_id' | 'sub_subcategory_id'>;

/** The web price: Precio_WEB, else the shop's list prices. */
function webPrice(row: ImportRow): number {
  return row.price ?? row.priceAlsc ?? row.priceMl ?? 0;
}

/**
 * Everything about a batch that needs no database: normalised keys and each row's product columns,
 * already serialised. The runner prepares the next batch while the current one is in PostgreSQL,
 * so its transaction only matches rows against the products it finds.
 */
export function prepareBatch(entries: BatchEntry[]): PreparedBatch {
  const skus = new Set<string>();
  const brands = new Set<string>();
  const models = new Map<string, [string, string]>();
  const subSubcategories = new Set<string>();
  const rows = entries.map((entry): PreparedRow | null => {
    if (!entry.parsed.ok) return null;
    const row = entry.parsed.row;
    brands.add(row.brand);
    models.set(`${row.brand}\u0000${row.model}`, [row.brand, row.model]);
    subSubcategories.add(row.subSubcategory);
    const price = webPrice(row);
    const skuNormalized = normalizeCode(row.sku);
    const titleNormalized = normalizeText(row.title);
    skus.add(skuNormalized);
    const columns: RowColumns = {
      title: row.title,
      title_normalized: titleNormalized,
      description: row.description,
      sku: row.sku,
      sku_normalized: skuNormalized,
      oem: row.oem,
      oem_normalized: normalizeOptionalCode(row.oem),
      application: row.application,
      manufacturer: row.manufacturer,
      origin: row.origin,
      stock: row.stock,
      price,
      sale_price: row.discountPercent ? Math.round((price * (100 - row.discountPercent)) / 100) : null,
      price_alsc: row.priceAlsc,
      price_ml: row.priceMl,
      discount_percent: row.discountPercent,
      images: row.images,
    };
    // '{"title":...}' without its braces: the category columns and the id are added in the transaction.
    const json = JSON.stringify(columns);
    return { row, skuNormalized, titleNormalized, price, columns: Buffer.from(json.slice(1, -1)) };
  });
  const names = { brands: [...brands], models: [...models.values()], subSubcategories: [...subSubcategories] };
  return { entries, rows, skus: [...skus], names };
}

/** A valid row back in workbook columns (for the rejected-rows list). */
export function columnsOf(row: ImportRow): Record<string, RawCell> {
  return {
    itemCode: row.sku,
    U_marca: row.brand,
    modelo: row.model,
    ano_inicio: row.yearFrom,
    ano_fin: row.yearTo,
    U_subsubcategoria: row.subSubcategory,
    descripcion: row.description,
    Titulo_web: row.title,
    stock: row.stock,
    oem: row.oem,
    aplicacion: row.application,
    fabricante: row.manufacturer,
    origen: row.origin,
    precio_alsc: row.priceAlsc,
    precio_ML: row.priceMl,
    Descuento: row.discountPercent,
    Precio_WEB: row.price,
    IMAGEN1: row.images[0] ?? null,
    IMAGEN2: row.images[1] ?? null,
    IMAGEN3: row.images[2] ?? null,
  };
}
