import { type ImportCounters, NO_ROW_OUTCOMES } from './dto/import-progress.event';
import type { CatalogRefs, CreatedRef, ExistingProduct } from './import-batch.plan';
import { completeBatch, DUPLICATE_REASONS, planBatch } from './import-batch.planner';
import { BatchEntry, prepareBatch } from './import-batch.prepare';
import { MAX_LIVE_DETAIL_EVENTS } from './import.constants';
import type { ImportRow } from './import-row.parser';

const ZERO: ImportCounters = { processedRows: 0, errorCount: 0, ...NO_ROW_OUTCOMES };

const row = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  sku: 'FR-1001',
  brand: 'Toyota',
  model: 'Yaris',
  yearFrom: 2010,
  yearTo: 2015,
  subSubcategory: 'Pastillas de freno',
  description: 'Pastilla cerámica',
  title: 'Pastilla de freno',
  stock: 5,
  oem: null,
  application: null,
  manufacturer: null,
  origin: null,
  priceAlsc: null,
  priceMl: null,
  discountPercent: null,
  price: 12990,
  images: [],
  ...overrides,
});

let sheetRow = 1;
const valid = (overrides: Partial<ImportRow> = {}): BatchEntry => ({
  sheet: 'Frenos',
  row: ++sheetRow,
  parsed: { ok: true, row: row(overrides) },
  data: null,
});
const rejected = (
  error: string,
  data: BatchEntry['data'] = { itemCode: 'FR-9', Titulo_web: 'Disco', U_marca: 'Kia' },
) => ({
  sheet: 'Frenos',
  row: ++sheetRow,
  parsed: { ok: false as const, error },
  data,
});

/** A product already in the catalogue with SKU FR-1001 (normalised FR1001), untouched by this import. */
const product = (overrides: Partial<ExistingProduct> = {}): ExistingProduct => ({
  id: 40,
  sku_normalized: 'FR1001',
  title: 'Pastilla de Freno',
  title_normalized: 'pastilla de freno',
  price: 10000,
  stock: 3,
  created: null,
  fitments: [],
  ...overrides,
});

const YARIS = 10;
const COROLLA = 11;
const refs = (created: Map<string, CreatedRef> = new Map()): CatalogRefs => ({
  modelId: (fits) => (fits.model === 'Yaris' ? YARIS : COROLLA),
  subSubcategory: () => ({ id: 5, categoryId: 1, subcategoryId: 2 }),
  created,
});

function plan(
  entries: BatchEntry[],
  existing: ExistingProduct[] = [],
  options: { counters?: Partial<ImportCounters>; totalRows?: number | null; created?: Map<string, CreatedRef> } = {},
) {
  return planBatch(prepareBatch(entries), existing, refs(options.created), {
    counters: { ...ZERO, ...options.counters },
    totalRows: options.totalRows === undefined ? 500 : options.totalRows,
  });
}

const typesOf = (events: Array<Record<string, unknown>>) => events.map((event) => event.type);

describe(planBatch.name, () => {
  it('should create a product for a new SKU, with its fitment, as a new row', () => {
    const result = plan([valid()]);

    expect(result.newProducts).toHaveLength(1);
    expect(result.newProducts[0]).toMatchObject({ isNew: true, skuNormalized: 'FR1001', price: 12990 });
    expect(result.updatedProducts).toEqual([]);
    expect(result.firstTouched).toEqual(result.newProducts);
    expect(result.fitments).toEqual([{ product: result.newProducts[0], modelId: YARIS, yearFrom: 2010, yearTo: 2015 }]);
    expect(result.counters).toEqual({
      ...ZERO,
      processedRows: 1,
      successCount: 1,
      productsCreated: 1,
      compatibilitiesAdded: 1,
    });
    expect(result.warnings).toEqual([]);
    expect(result.events).toEqual([]);
  });

  it('should take rows with the same SKU, title and price as fitments of one product, whatever their spelling', () => {
    const result = plan([
      valid(),
      valid({ sku: 'fr 10.01', title: 'PASTILLA  de Fréno', model: 'Corolla' }),
      // The same fitment again: one compatibility, counted once.
      valid({ sku: 'FR1001', model: 'Corolla' }),
    ]);

    expect(result.newProducts).toHaveLength(1);
    expect(result.fitments.map((fitment) => fitment.modelId)).toEqual([YARIS, COROLLA]);
    expect(result.counters).toMatchObject({
      processedRows: 3,
      successCount: 3,
      productsCreated: 1,
      compatibilitiesAdded: 2,
      skuWarningCount: 0,
    });
  });

  it('should update a product that existed before the import, reporting it once with its stock and price', () => {
    const existing = product({ title: 'Pastilla de Fréno', title_normalized: 'pastilla de freno', stock: 3 });
    const result = plan([valid({ stock: 8 }), valid({ model: 'Corolla', stock: 8 })], [existing]);

    expect(result.newProducts).toEqual([]);
    expect(result.updatedProducts).toHaveLength(1);
    expect(result.updatedProducts[0]).toMatchObject({ id: 40, isNew: false, stock: 8, price: 12990 });
    expect(result.firstTouched.map((touched) => touched.id)).toEqual([40]);
    expect(result.counters).toMatchObject({ updateCount: 2, productsUpdated: 1, successCount: 0, productsCreated: 0 });
    expect(typesOf(result.events)).toEqual(['product-updated']);
    expect(result.events[0]).toMatchObject({
      row: sheetRow - 1,
      sku: 'FR-1001',
      productInfo: {
        stockAnterior: 3,
        stockNuevo: 8,
        reason: 'Producto existente con el mismo SKU y título: stock 3 → 8, precio $10.000 → $12.990',
      },
    });
  });

  it('should leave the price out of the update reason when it did not change', () => {
    const result = plan([valid({ price: 10000 })], [product()]);
    expect(result.events[0]).toMatchObject({
      productInfo: { reason: 'Producto existente con el mismo SKU y título: stock 3 → 5' },
    });
  });

  it('should count rows of products this import created or updated in earlier batches without reporting them again', () => {
    const created = product({ id: 41, price: 12990, created: true });
    const updated = product({ id: 42, sku_normalized: 'FR2002', price: 12990, created: false });
    const result = plan([valid(), valid({ sku: 'FR-2002' })], [created, updated]);

    expect(result.newProducts).toEqual([]);
    expect(result.updatedProducts.map((write) => write.id)).toEqual([41, 42]);
    // Already in import_session_products.
    expect(result.firstTouched).toEqual([]);
    expect(result.counters).toMatchObject({ successCount: 1, updateCount: 1, productsCreated: 0, productsUpdated: 0 });
    expect(result.events).toEqual([]);
  });

  it.each([
    ['the same title and another price', { price: 15990 }, DUPLICATE_REASONS.price],
    ['another title and the same price', { title: 'Disco de freno' }, DUPLICATE_REASONS.title],
    ['another title and price', { title: 'Disco de freno', price: 15990 }, DUPLICATE_REASONS.titleAndPrice],
  ])(
    'should create an additional product and warn for a known SKU with %s',
    (_case, overrides: Partial<ImportRow>, reason) => {
      // Created by this import in an earlier batch: touched, so a new price does not update it.
      const result = plan([valid(overrides)], [product({ price: 12990, created: true })]);

      expect(result.newProducts).toHaveLength(1);
      expect(result.counters).toMatchObject({ productsCreated: 1, successCount: 1, skuWarningCount: 1 });
      const warning = {
        sku: 'FR-1001',
        newTitle: overrides.title ?? 'Pastilla de freno',
        existingTitle: 'Pastilla de Freno',
        newPrice: overrides.price ?? 12990,
        existingPrice: 12990,
        reason,
      };
      expect(result.warnings).toEqual([
        { kind: 'DUPLICATE_SKU', sheet: 'Frenos', row: sheetRow, sku: 'FR-1001', payload: warning },
      ]);
      expect(result.events).toEqual([
        {
          type: 'duplicate-sku-warning',
          message: `Fila ${sheetRow}: SKU FR-1001 duplicado con datos distintos`,
          row: sheetRow,
          sheet: 'Frenos',
          sku: 'FR-1001',
          warning,
        },
      ]);
    },
  );

  it('should report a duplicate SKU against the oldest product with that SKU, preferring one with the same title', () => {
    const newer = product({ id: 70, title: 'Disco', title_normalized: 'disco', created: true });
    const older = product({ id: 30, title: 'Balata', title_normalized: 'balata', created: true });
    const otherTitle = plan([valid({ title: 'Tambor' })], [newer, older]);
    expect(otherTitle.warnings[0].payload).toMatchObject({ existingTitle: 'Balata' });

    const sameTitle = plan([valid({ title: 'Disco', price: 1 })], [newer, older]);
    expect(sameTitle.warnings[0].payload).toMatchObject({ existingTitle: 'Disco', reason: DUPLICATE_REASONS.price });
  });

  it('should update an untouched product with the same title whatever its price, and a second new price is a duplicate', () => {
    const result = plan([valid({ price: 20000 }), valid({ price: 25000 })], [product()]);

    expect(result.updatedProducts.map((write) => write.id)).toEqual([40]);
    expect(result.newProducts).toHaveLength(1);
    expect(result.counters).toMatchObject({ updateCount: 1, productsUpdated: 1, successCount: 1, skuWarningCount: 1 });
    expect(result.warnings[0].payload).toMatchObject({
      existingPrice: 20000,
      newPrice: 25000,
      reason: DUPLICATE_REASONS.price,
    });
  });

  it('should import a row whose start year is after its end year, with a year warning', () => {
    const result = plan([valid({ yearFrom: 2015, yearTo: 2010 })]);

    expect(result.newProducts).toHaveLength(1);
    expect(result.fitments[0]).toMatchObject({ yearFrom: 2015, yearTo: 2010 });
    expect(result.counters).toMatchObject({ successCount: 1, yearWarningCount: 1 });
    expect(result.warnings).toEqual([
      {
        kind: 'YEAR',
        sheet: 'Frenos',
        row: sheetRow,
        sku: 'FR-1001',
        payload: {
          message: 'El año de inicio (2015) es mayor que el año de fin (2010)',
          title: 'Pastilla de freno',
          brand: 'Toyota',
          model: 'Yaris',
          ano_inicio: 2015,
          ano_fin: 2010,
        },
      },
    ]);
    // Not a live event: the page fetches the year warnings when the import ends.
    expect(result.events).toEqual([]);
  });

  it('should record a rejected row with its cells and report it', () => {
    const result = plan([rejected('Falta el campo requerido stock')]);

    expect(result.newProducts).toEqual([]);
    expect(result.counters).toMatchObject({ processedRows: 1, errorCount: 1, successCount: 0 });
    expect(result.errors).toEqual([
      {
        sheet: 'Frenos',
        row: sheetRow,
        sku: 'FR-9',
        title: 'Disco',
        brand: 'Kia',
        message: 'Falta el campo requerido stock',
        data: { itemCode: 'FR-9', Titulo_web: 'Disco', U_marca: 'Kia' },
      },
    ]);
    expect(result.events).toEqual([
      {
        type: 'error-occurred',
        message: `Fila ${sheetRow}: Falta el campo requerido stock`,
        row: sheetRow,
        sheet: 'Frenos',
        sku: 'FR-9',
        error: 'Falta el campo requerido stock',
        productInfo: { sku: 'FR-9', title: 'Disco', brand: 'Kia' },
      },
    ]);
  });

  it('should send a processing event every 100 rows with the row being processed', () => {
    const entries = [valid(), rejected('Falta el título', { itemCode: 5001 }), valid({ sku: 'FR-3' })];
    const result = plan(entries, [], { counters: { processedRows: 98 }, totalRows: 400 });

    expect(typesOf(result.events)).toEqual(['error-occurred', 'processing']);
    expect(result.events[1]).toMatchObject({
      type: 'processing',
      message: 'Procesando fila 100 de 400',
      progress: 25,
      currentRow: 100,
      totalRows: 400,
      excelRow: entries[1].row,
      processedRows: 100,
      errorCount: 1,
      currentItem: { sku: '5001', title: '', brand: '' },
    });

    const unknownTotal = plan([valid()], [], { counters: { processedRows: 199 }, totalRows: null });
    expect(unknownTotal.events[0]).toMatchObject({ message: 'Procesando fila 200', progress: 0, totalRows: null });
  });

  it('should stop row-level events past the live limit of each kind while still counting and recording', () => {
    const limit = MAX_LIVE_DETAIL_EVENTS;
    const result = plan(
      [rejected('Falta el título'), valid({ title: 'Otro' }), valid({ sku: 'FR-2002' })],
      [product({ created: true }), product({ id: 41, sku_normalized: 'FR2002' })],
      { counters: { errorCount: limit, skuWarningCount: limit, productsUpdated: limit } },
    );

    expect(result.events).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.warnings).toHaveLength(1);
    expect(result.counters).toMatchObject({
      errorCount: limit + 1,
      skuWarningCount: limit + 1,
      productsUpdated: limit + 1,
    });
  });

  it('should warn once for each sub-subcategory the batch created under "Sin clasificar"', () => {
    const created = new Map([['Bujías iridio', { id: 90, sheet: 'Motor', row: 7, sku: 'BU-1' }]]);
    const result = plan([valid()], [], { created });

    expect(result.counters.categoryWarningCount).toBe(1);
    expect(result.newSubSubcategories).toEqual([
      { id: 90, name: 'Bujías iridio', category: 'Sin clasificar', sheet: 'Motor', row: 7, sku: 'BU-1' },
    ]);
    expect(result.warnings[0]).toEqual({
      kind: 'CATEGORY',
      sheet: 'Motor',
      row: 7,
      sku: 'BU-1',
      payload: {
        id: 90,
        name: 'Bujías iridio',
        category: 'Sin clasificar',
        message: 'Sub-subcategoría "Bujías iridio" no encontrada: se creó en la categoría "Sin clasificar"',
      },
    });
  });

  it('should not count a compatibility the catalogue already has, but still write it (the insert skips it)', () => {
    const result = plan([valid({ price: 10000 })], [product({ fitments: [`${YARIS}|2010|2015`] })]);
    expect(result.fitments).toHaveLength(1);
    expect(result.counters.compatibilitiesAdded).toBe(0);
  });
});

describe(completeBatch.name, () => {
  it('should take the compatibilities counted by the database and end with the batch-completed event', () => {
    const created = new Map([['Bujías iridio', { id: 90, sheet: 'Frenos', row: 2, sku: 'BU-1' }]]);
    const entries = [valid(), valid({ sku: 'FR-2' })];
    const planned = plan(entries, [], {
      counters: { processedRows: 10, compatibilitiesAdded: 4 },
      created,
      totalRows: 48,
    });
    expect(planned.counters.compatibilitiesAdded).toBe(6);

    // Another import added one of the fitments meanwhile: the database inserted only one.
    const { counters, events } = completeBatch(planned, entries, 48, 5);

    expect(counters).toEqual({ ...planned.counters, compatibilitiesAdded: 5 });
    expect(events.at(-1)).toEqual({
      type: 'batch-completed',
      message: `Lote guardado: filas hasta la ${sheetRow} de la hoja "Frenos"`,
      progress: 25,
      currentRow: 12,
      totalRows: 48,
      sheet: 'Frenos',
      excelRow: sheetRow,
      batchRows: 2,
      ...counters,
      newSubSubcategories: planned.newSubSubcategories,
    });
    expect(completeBatch(plan([valid()]), entries, 48, 1).events.at(-1)).not.toHaveProperty('newSubSubcategories');
  });
});
