import { BatchEntry, prepareBatch } from './import-batch.prepare';
import type { ImportRow } from './import-row.parser';

const row = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  sku: 'fr-10.01',
  brand: 'Toyota',
  model: 'Yaris',
  yearFrom: 2010,
  yearTo: 2015,
  subSubcategory: 'Pastillas de freno',
  description: 'Pastilla "cerámica"',
  title: 'Pastilla de  Freno Ñandú',
  stock: 5,
  oem: '04465-0D140',
  application: null,
  manufacturer: null,
  origin: null,
  priceAlsc: 11990,
  priceMl: null,
  discountPercent: 10,
  price: null,
  images: ['https://cdn.example.cl/a.jpg'],
  ...overrides,
});

const entry = (number: number, parsed: BatchEntry['parsed']): BatchEntry => ({
  sheet: 'Frenos',
  row: number,
  parsed,
  data: parsed.ok ? null : { itemCode: 'X' },
});

describe('prepareBatch', () => {
  it('should normalise each valid row and serialise its product columns, leaving rejected rows out', () => {
    const batch = prepareBatch([
      entry(2, { ok: true, row: row() }),
      entry(3, { ok: false, error: 'Falta el SKU' }),
      entry(4, { ok: true, row: row({ sku: 'FR 1001', price: 9990, discountPercent: null }) }),
    ]);

    expect(batch.skus).toEqual(['FR1001']);
    expect(batch.rows[1]).toBeNull();
    const [first, , second] = batch.rows;
    expect(first).toMatchObject({ skuNormalized: 'FR1001', titleNormalized: 'pastilla de freno nandu', price: 11990 });
    // The members parse as JSON once wrapped, with everything but the category columns.
    expect(JSON.parse(`{${first?.columns.toString()}}`)).toEqual({
      title: 'Pastilla de  Freno Ñandú',
      title_normalized: 'pastilla de freno nandu',
      description: 'Pastilla "cerámica"',
      sku: 'fr-10.01',
      sku_normalized: 'FR1001',
      oem: '04465-0D140',
      oem_normalized: '044650D140',
      application: null,
      manufacturer: null,
      origin: null,
      stock: 5,
      price: 11990,
      sale_price: 10791,
      price_alsc: 11990,
      price_ml: null,
      discount_percent: 10,
      images: ['https://cdn.example.cl/a.jpg'],
    });
    expect(second?.price).toBe(9990);
    expect(JSON.parse(`{${second?.columns.toString()}}`)).toMatchObject({ price: 9990, sale_price: null });
  });
});
