import type { CreatedSubSubcategory, ImportCounters } from './dto/import-progress.event';
import type { SubSubcategoryRef } from './import-batch.prepare';
import type { NewImportEvent } from './import-progress.stream';
import type { ImportRow } from './import-row.parser';
import type { RawCell } from './xlsx/xlsx-workbook';

/* What the batch planner (import-batch.planner.ts) reads and decides. */

/** A product with one of the batch's SKUs, as the batch's lookup finds it (lookupSql). */
export interface ExistingProduct {
  id: number;
  sku_normalized: string;
  title: string;
  title_normalized: string;
  price: number;
  stock: number;
  /** From import_session_products: true created by this import, false updated by it, null untouched. */
  created: boolean | null;
  /** Its compatibilities as 'model|from|to'. */
  fitments: string[];
}

/** A product with the batch's SKUs, as this batch sees it (database state plus this batch's rows). */
export interface PlannedProduct {
  /** Identity within the batch (new products have no id until the end). */
  ref: number;
  id: number;
  skuNormalized: string;
  title: string;
  titleNormalized: string;
  price: number;
  stock: number;
  /** Created by this import (in an earlier batch or this one). */
  createdHere: boolean;
  /** Created or updated by this import. */
  touched: boolean;
  /** Created by this batch: inserted rather than updated. */
  isNew: boolean;
  /** Touched for the first time in this batch (needs its import_session_products row). */
  newlyTouched: boolean;
  /** Its compatibilities in the database ('model|from|to'): a row repeating one adds nothing. */
  fitments: ReadonlySet<string>;
  /** What to write: the last row of the batch for this product (JSON members) and its sub-subcategory. */
  write: { columns: Buffer; category: SubSubcategoryRef } | null;
}

/** A sub-subcategory the batch created, with the first row that named it. */
export interface CreatedRef {
  id: number;
  sheet: string;
  row: number;
  sku: string;
}

/** The catalogue ids the batch's rows name, resolved (and created where missing) by the writer. */
export interface CatalogRefs {
  /** The vehicle model of a row's U_marca and modelo. */
  modelId(row: ImportRow): number;
  /** The sub-subcategory a U_subsubcategoria names. */
  subSubcategory(name: string): SubSubcategoryRef;
  /** The sub-subcategories this batch created, by name, in order of creation. */
  created: ReadonlyMap<string, CreatedRef>;
}

export interface RowErrorRecord {
  sheet: string;
  row: number;
  sku: string | null;
  title: string | null;
  brand: string | null;
  message: string;
  data: Record<string, RawCell>;
}

export interface WarningRecord {
  kind: 'YEAR' | 'DUPLICATE_SKU' | 'CATEGORY';
  sheet: string;
  row: number;
  sku: string;
  payload: Record<string, unknown>;
}

export interface Fitment {
  product: PlannedProduct;
  modelId: number;
  yearFrom: number;
  yearTo: number;
}

export interface BatchPlan {
  /** After the batch; compatibilitiesAdded is an estimate until the statement counts them (completeBatch). */
  counters: ImportCounters;
  /** Row-level and 'processing' events, in row order. */
  events: NewImportEvent[];
  errors: RowErrorRecord[];
  warnings: WarningRecord[];
  /** Products to insert, in the order the rows created them. */
  newProducts: PlannedProduct[];
  /** Products that existed before the batch and that it writes. */
  updatedProducts: PlannedProduct[];
  /** Products this import touches for the first time (import_session_products). */
  firstTouched: PlannedProduct[];
  /** One per product and (model, years), in row order. */
  fitments: Fitment[];
  newSubSubcategories: CreatedSubSubcategory[];
}
