import { CreatedSubSubcategory, ImportCounters, progressOf } from './dto/import-progress.event';
import type {
  BatchPlan,
  CatalogRefs,
  ExistingProduct,
  Fitment,
  PlannedProduct,
  RowErrorRecord,
  WarningRecord,
} from './import-batch.plan';
import type { BatchEntry, PreparedBatch, PreparedRow } from './import-batch.prepare';
import { MAX_LIVE_DETAIL_EVENTS, PROGRESS_EVERY_ROWS, UNCLASSIFIED_CATEGORY } from './import.constants';
import type { NewImportEvent } from './import-progress.stream';
import type { ImportRow } from './import-row.parser';
import type { RawCell } from './xlsx/xlsx-workbook';

/*
 * What a batch does, decided without the database (admin.md 2.7 and 4.4): from its rows and the
 * products that already have their SKUs, which products are created, updated or extended with a
 * fitment, the warnings, the rejected rows, the counters and the progress events. The writer
 * (ImportBatchWriter) reads the inputs and writes the plan in one statement.
 *
 * Rules, row by row, with SKUs compared normalised (case, spaces and punctuation aside) and titles
 * compared ignoring case, accents and spacing:
 * - same SKU + same title + same price as a product this import touched: the same product, one more
 *   fitment (a product this import created counts the row as new, one it updated as updated);
 * - same SKU + same title as a product that existed before the import and that it has not touched:
 *   that product is updated ('product-updated' once per product: stock before → after, and the
 *   price when it changes);
 * - same SKU with other data: an additional product and a 'duplicate-sku-warning' against the
 *   oldest product with that SKU (and that title, if one has it);
 * - a new SKU: a new product;
 * - ano_inicio > ano_fin: the row is imported as given, with a YEAR warning;
 * - a rejected row: an error row and 'error-occurred';
 * - a sub-subcategory the catalogue lacked (created under 'Sin clasificar'): a CATEGORY warning;
 * - every PROGRESS_EVERY_ROWS rows a 'processing' event; row-level events stop after
 *   MAX_LIVE_DETAIL_EVENTS of a kind (the counters and the database keep everything).
 */

const NO_FITMENTS: ReadonlySet<string> = new Set();
const formatPrice = (value: number) => `$${new Intl.NumberFormat('es-CL').format(value)}`;
const live = (count: number) => count <= MAX_LIVE_DETAIL_EVENTS;

/** Why a row with a known SKU became an additional product. */
export const DUPLICATE_REASONS = {
  price: 'Mismo SKU y título con distinto precio: se creó un producto adicional',
  title: 'Mismo SKU con distinto título: se creó un producto adicional',
  titleAndPrice: 'Mismo SKU con distinto título y precio: se creó un producto adicional',
} as const;

/**
 * Plans a batch.
 * @param existing the products with the batch's SKUs (any order)
 * @param before the session's counters before the batch, and its row total (null while unknown)
 */
export function planBatch(
  batch: PreparedBatch,
  existing: ExistingProduct[],
  refs: CatalogRefs,
  before: { counters: ImportCounters; totalRows: number | null },
): BatchPlan {
  const planning = new Planning(existing, refs, before.counters);
  planning.createdSubSubcategories();
  batch.entries.forEach((entry, index) => {
    const ready = batch.rows[index];
    planning.counters.processedRows++;
    const current = ready ? planning.validRow(entry, ready) : planning.rejectedRow(entry);
    planning.progress(entry, current, before.totalRows);
  });
  return planning.plan();
}

/**
 * The batch once written: the compatibilities counted by the database, and its 'batch-completed'
 * event after the plan's events.
 * @param compatibilitiesAdded the session's total after the batch (before it plus those the statement inserted)
 */
export function completeBatch(
  plan: BatchPlan,
  entries: BatchEntry[],
  totalRows: number | null,
  compatibilitiesAdded: number,
): { counters: ImportCounters; events: NewImportEvent[] } {
  const counters = { ...plan.counters, compatibilitiesAdded };
  const last = entries[entries.length - 1];
  const completed: NewImportEvent = {
    type: 'batch-completed',
    message: `Lote guardado: filas hasta la ${last.row} de la hoja "${last.sheet}"`,
    progress: progressOf(counters.processedRows, totalRows),
    currentRow: counters.processedRows,
    totalRows,
    sheet: last.sheet,
    excelRow: last.row,
    batchRows: entries.length,
    ...counters,
    ...(plan.newSubSubcategories.length > 0 ? { newSubSubcategories: plan.newSubSubcategories } : {}),
  };
  return { counters, events: [...plan.events, completed] };
}

/** The state of a batch being planned, row by row. */
class Planning {
  readonly counters: ImportCounters;
  private readonly events: NewImportEvent[] = [];
  private readonly errors: RowErrorRecord[] = [];
  private readonly warnings: WarningRecord[] = [];
  private readonly newProducts: PlannedProduct[] = [];
  private readonly fitments = new Map<string, Fitment>();
  private readonly newSubSubcategories: CreatedSubSubcategory[] = [];
  /** The products of each SKU, oldest first: the product a duplicate SKU is reported against. */
  private readonly bySku = new Map<string, PlannedProduct[]>();
  private nextRef = 0;

  constructor(
    existing: ExistingProduct[],
    private readonly refs: CatalogRefs,
    counters: ImportCounters,
  ) {
    this.counters = { ...counters };
    for (const product of [...existing].sort((a, b) => a.id - b.id)) {
      const list = this.bySku.get(product.sku_normalized) ?? [];
      list.push({
        ref: this.nextRef++,
        id: product.id,
        skuNormalized: product.sku_normalized,
        title: product.title,
        titleNormalized: product.title_normalized,
        price: product.price,
        stock: product.stock,
        createdHere: product.created === true,
        touched: product.created !== null,
        isNew: false,
        newlyTouched: false,
        fitments: new Set(product.fitments),
        write: null,
      });
      this.bySku.set(product.sku_normalized, list);
    }
  }

  createdSubSubcategories(): void {
    for (const [name, ref] of this.refs.created) {
      this.counters.categoryWarningCount++;
      const where = { sheet: ref.sheet, row: ref.row, sku: ref.sku };
      this.newSubSubcategories.push({ id: ref.id, name, category: UNCLASSIFIED_CATEGORY, ...where });
      this.warnings.push({
        kind: 'CATEGORY',
        ...where,
        payload: {
          id: ref.id,
          name,
          category: UNCLASSIFIED_CATEGORY,
          message: `Sub-subcategoría "${name}" no encontrada: se creó en la categoría "${UNCLASSIFIED_CATEGORY}"`,
        },
      });
    }
  }

  /** @returns the row's item for the 'processing' event */
  rejectedRow(entry: BatchEntry): { sku: string; title: string; brand: string } {
    const data = entry.data ?? {};
    const error = (entry.parsed as { error: string }).error;
    const text = (value: RawCell | undefined) => (value === null || value === undefined ? null : String(value));
    const [sku, title, brand] = [text(data.itemCode), text(data.Titulo_web), text(data.U_marca)];
    this.counters.errorCount++;
    this.errors.push({ sheet: entry.sheet, row: entry.row, sku, title, brand, message: error, data });
    if (live(this.counters.errorCount)) {
      this.events.push({
        type: 'error-occurred',
        message: `Fila ${entry.row}: ${error}`,
        row: entry.row,
        sheet: entry.sheet,
        sku,
        error,
        productInfo: { sku, title, brand },
      });
    }
    return { sku: sku ?? '', title: title ?? '', brand: brand ?? '' };
  }

  /** @returns the row's item for the 'processing' event */
  validRow(entry: BatchEntry, ready: PreparedRow): { sku: string; title: string; brand: string } {
    const { row, price } = ready;
    if (row.yearFrom > row.yearTo) this.yearWarning(entry, row);

    const { product, outcome } = this.productFor(entry, ready);
    // A product that existed before the import, met for the first time: one more product updated.
    const firstUpdate = !product.touched;
    if (firstUpdate) {
      product.touched = true;
      product.newlyTouched = true;
      this.counters.productsUpdated++;
    }
    product.write = { columns: ready.columns, category: this.refs.subSubcategory(row.subSubcategory) };
    const stockBefore = product.stock;
    const previousPrice = product.price;
    product.title = row.title;
    product.price = price;
    product.stock = row.stock;
    this.fitment(product, row);

    if (outcome === 'updated') {
      this.counters.updateCount++;
      // Once per product (its first row), like the 'Productos actualizados' counter.
      if (firstUpdate && live(this.counters.productsUpdated)) {
        const changes = [`stock ${stockBefore} → ${row.stock}`];
        if (previousPrice !== price) changes.push(`precio ${formatPrice(previousPrice)} → ${formatPrice(price)}`);
        this.events.push({
          type: 'product-updated',
          message: `Fila ${entry.row}: producto ${row.sku} actualizado`,
          row: entry.row,
          sheet: entry.sheet,
          sku: row.sku,
          productInfo: {
            sku: row.sku,
            title: row.title,
            brand: row.brand,
            stockAnterior: stockBefore,
            stockNuevo: row.stock,
            reason: `Producto existente con el mismo SKU y título: ${changes.join(', ')}`,
          },
        });
      }
    } else {
      this.counters.successCount++;
    }
    return { sku: row.sku, title: row.title, brand: row.brand };
  }

  /** The product a valid row writes to (see the rules above), created if none fits. */
  private productFor(
    entry: BatchEntry,
    { row, price, skuNormalized, titleNormalized }: PreparedRow,
  ): { product: PlannedProduct; outcome: 'same' | 'updated' | 'created' | 'duplicate' } {
    const candidates = this.bySku.get(skuNormalized) ?? [];
    const sameTitle = candidates.filter((candidate) => candidate.titleNormalized === titleNormalized);
    const touched = sameTitle.find((candidate) => candidate.touched && candidate.price === price);
    if (touched) return { product: touched, outcome: touched.createdHere ? 'same' : 'updated' };
    const untouched = sameTitle.find((candidate) => !candidate.touched);
    if (untouched) return { product: untouched, outcome: 'updated' };

    const existingProduct = sameTitle[0] ?? candidates[0];
    const product: PlannedProduct = {
      ref: this.nextRef++,
      id: 0,
      skuNormalized,
      title: row.title,
      titleNormalized,
      price,
      stock: row.stock,
      createdHere: true,
      touched: true,
      isNew: true,
      newlyTouched: true,
      fitments: NO_FITMENTS,
      write: null,
    };
    this.counters.productsCreated++;
    this.newProducts.push(product);
    candidates.push(product);
    this.bySku.set(skuNormalized, candidates);
    if (!existingProduct) return { product, outcome: 'created' };
    this.duplicateWarning(entry, row, price, titleNormalized, existingProduct);
    return { product, outcome: 'duplicate' };
  }

  private duplicateWarning(
    entry: BatchEntry,
    row: ImportRow,
    price: number,
    titleNormalized: string,
    existingProduct: PlannedProduct,
  ): void {
    this.counters.skuWarningCount++;
    const reason =
      existingProduct.titleNormalized === titleNormalized
        ? DUPLICATE_REASONS.price
        : existingProduct.price === price
          ? DUPLICATE_REASONS.title
          : DUPLICATE_REASONS.titleAndPrice;
    const warning = {
      sku: row.sku,
      newTitle: row.title,
      existingTitle: existingProduct.title,
      newPrice: price,
      existingPrice: existingProduct.price,
      reason,
    };
    this.warnings.push({ kind: 'DUPLICATE_SKU', sheet: entry.sheet, row: entry.row, sku: row.sku, payload: warning });
    if (live(this.counters.skuWarningCount)) {
      this.events.push({
        type: 'duplicate-sku-warning',
        message: `Fila ${entry.row}: SKU ${row.sku} duplicado con datos distintos`,
        row: entry.row,
        sheet: entry.sheet,
        sku: row.sku,
        warning,
      });
    }
  }

  private yearWarning(entry: BatchEntry, row: ImportRow): void {
    this.counters.yearWarningCount++;
    this.warnings.push({
      kind: 'YEAR',
      sheet: entry.sheet,
      row: entry.row,
      sku: row.sku,
      payload: {
        message: `El año de inicio (${row.yearFrom}) es mayor que el año de fin (${row.yearTo})`,
        title: row.title,
        brand: row.brand,
        model: row.model,
        ano_inicio: row.yearFrom,
        ano_fin: row.yearTo,
      },
    });
  }

  private fitment(product: PlannedProduct, row: ImportRow): void {
    const modelId = this.refs.modelId(row);
    const fitment = `${modelId}|${row.yearFrom}|${row.yearTo}`;
    const key = `${product.ref}|${fitment}`;
    if (this.fitments.has(key)) return;
    this.fitments.set(key, { product, modelId, yearFrom: row.yearFrom, yearTo: row.yearTo });
    // An estimate for this batch's live events; the statement's count replaces it (completeBatch).
    if (!product.fitments.has(fitment)) this.counters.compatibilitiesAdded++;
  }

  progress(entry: BatchEntry, current: { sku: string; title: string; brand: string }, totalRows: number | null): void {
    const counters = this.counters;
    if (counters.processedRows % PROGRESS_EVERY_ROWS !== 0) return;
    this.events.push({
      type: 'processing',
      message: `Procesando fila ${counters.processedRows}${totalRows ? ` de ${totalRows}` : ''}`,
      progress: progressOf(counters.processedRows, totalRows),
      currentRow: counters.processedRows,
      totalRows,
      sheet: entry.sheet,
      excelRow: entry.row,
      ...counters,
      currentItem: current,
    });
  }

  plan(): BatchPlan {
    const all = [...this.bySku.values()].flat();
    return {
      counters: this.counters,
      events: this.events,
      errors: this.errors,
      warnings: this.warnings,
      newProducts: this.newProducts,
      updatedProducts: all.filter((product) => !product.isNew && product.write),
      firstTouched: all.filter((product) => product.newlyTouched),
      fitments: [...this.fitments.values()],
      newSubSubcategories: this.newSubSubcategories,
    };
  }
}
