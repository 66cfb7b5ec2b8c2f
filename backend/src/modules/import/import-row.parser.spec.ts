import { headerKey, mapHeader, REQUIRED_COLUMNS } from './import-columns';
import { isBlankRow, parseInteger, parseMoney, parsePercent, parseRow, rowData } from './import-row.parser';
import type { RawCell } from './xlsx/xlsx-workbook';

const HEADER = [
  'itemCode',
  'U_marca',
  'modelo',
  'ano_inicio',
  'ano_fin',
  'U_subsubcategoria',
  'descripcion',
  'Titulo_web',
  'stock',
  'oem',
  'Descuento',
  'Precio_WEB',
  'IMAGEN1',
];

function cells(values: Record<string, RawCell>, header = HEADER): RawCell[] {
  const row: RawCell[] = [];
  header.forEach((column, index) => (row[index + 1] = values[column] ?? null));
  return row;
}

const valid = {
  itemCode: 'FR-1001',
  U_marca: 'Toyota',
  modelo: 'Yaris',
  ano_inicio: 2010,
  ano_fin: 2015,
  U_subsubcategoria: 'Pastillas de freno',
  descripcion: 'Pastilla cerámica',
  Titulo_web: 'Pastilla de freno delantera',
  stock: 5,
};

describe('import columns', () => {
  it('should match headers ignoring case, accents, spaces and underscores', () => {
    expect(headerKey('Título Web')).toBe(headerKey('Titulo_web'));
    expect(headerKey('AÑO_INICIO')).toBe(headerKey('ano_inicio'));
    const map = mapHeader([
      null,
      'ITEMCODE',
      'u marca',
      'Modelo',
      'Año inicio',
      'AÑO-FIN',
      'U_SubSubCategoría',
      'Descripción',
      'TÍTULO_WEB',
      'Stock',
      'Notas',
    ]);
    expect(map.missing).toEqual([]);
    expect(map.columns.Titulo_web).toBe(8);
    expect(map.extras).toEqual([{ index: 10, name: 'Notas' }]);
  });

  it('should list every missing required column', () => {
    expect(mapHeader([null, 'itemCode', 'U_marca']).missing).toEqual(REQUIRED_COLUMNS.slice(2));
  });
});

describe(parseRow.name, () => {
  const header = mapHeader([null, ...HEADER]);

  it('should accept a valid row and map it to catalogue fields', () => {
    const parsed = parseRow(cells({ ...valid, oem: '04465-0D140', Precio_WEB: '$12.990', Descuento: '12,5' }), header);
    expect(parsed).toEqual({
      ok: true,
      row: expect.objectContaining({
        sku: 'FR-1001',
        brand: 'Toyota',
        yearFrom: 2010,
        yearTo: 2015,
        stock: 5,
        oem: '04465-0D140',
        price: 12990,
        discountPercent: 12.5,
        images: [],
      }),
    });
  });

  it('should report every missing required field with the word "requerido"', () => {
    const parsed = parseRow(cells({ ...valid, modelo: '', stock: null }), header);
    expect(parsed).toEqual({
      ok: false,
      error: 'Falta el campo requerido modelo; Falta el campo requerido stock',
    });
  });

  it('should reject non-numeric stock and prices and years out of range', () => {
    const parsed = parseRow(cells({ ...valid, stock: 'abc', Precio_WEB: 'gratis', ano_inicio: 'dos mil' }), header);
    expect(parsed.ok).toBe(false);
    const error = (parsed as { error: string }).error;
    expect(error).toContain('ano_inicio debe ser un año');
    expect(error).toContain('stock debe ser un número entero');
    expect(error).toContain('Precio_WEB debe ser un número');
  });

  it('should reject negative stock, decimals in stock and discounts above 100', () => {
    expect(parseRow(cells({ ...valid, stock: -1 }), header).ok).toBe(false);
    expect(parseRow(cells({ ...valid, stock: '2,5' }), header).ok).toBe(false);
    expect(parseRow(cells({ ...valid, Descuento: 150 }), header).ok).toBe(false);
  });

  it('should keep ano_inicio > ano_fin (a warning, not an error)', () => {
    expect(parseRow(cells({ ...valid, ano_inicio: 2020, ano_fin: 2010 }), header)).toMatchObject({
      ok: true,
      row: { yearFrom: 2020, yearTo: 2010 },
    });
  });

  it('should reject an image that is not a URL', () => {
    expect(parseRow(cells({ ...valid, IMAGEN1: 'foto.jpg' }), header)).toEqual({
      ok: false,
      error: 'IMAGEN1 tiene un formato inválido: se espera una URL (https://...)',
    });
  });

  it('should refuse image addresses of other sites that look like paths, as the admin form does', () => {
    for (const url of [
      '//evil.example/x.jpg',
      '/\\evil.example/x.jpg',
      'javascript:alert(1)',
      'https://a b.cl/x.jpg',
    ]) {
      expect({ url, parsed: parseRow(cells({ ...valid, IMAGEN1: url }), header) }).toEqual({
        url,
        parsed: { ok: false, error: 'IMAGEN1 tiene un formato inválido: se espera una URL (https://...)' },
      });
    }
    for (const url of ['/demo-images/frenos.svg', 'https://cdn.example.cl/a.jpg']) {
      expect(parseRow(cells({ ...valid, IMAGEN1: url }), header)).toMatchObject({ ok: true, row: { images: [url] } });
    }
  });

  it('should turn numeric codes and titles into text', () => {
    expect(parseRow(cells({ ...valid, itemCode: 123456, Titulo_web: 42 }), header)).toMatchObject({
      ok: true,
      row: { sku: '123456', title: '42' },
    });
  });

  it('should give the row data by spec column name and keep unknown columns', () => {
    const extra = mapHeader([null, 'itemCode', 'Notas']);
    expect(rowData([null, 'A-1', 'ver'], extra)).toEqual({ itemCode: 'A-1', Notas: 'ver' });
  });

  it('should see blank rows', () => {
    expect(isBlankRow([null, '', null])).toBe(true);
    expect(isBlankRow([null, 0])).toBe(false);
  });
});

describe('number parsing', () => {
  it('should read CLP the Chilean way and the spreadsheet way', () => {
    expect(parseMoney('12.990')).toBe(12990);
    expect(parseMoney('$ 1.234.567')).toBe(1234567);
    expect(parseMoney('12,990')).toBe(12990);
    expect(parseMoney('12990.4')).toBe(12990);
    expect(parseMoney('CLP 5.000')).toBe(5000);
    expect(parseMoney(12990)).toBe(12990);
    expect(parseMoney('doce')).toBeNull();
  });

  it('should read percents with a decimal comma and scale percentage cells', () => {
    expect(parsePercent('12,5')).toBe(12.5);
    expect(parsePercent('12.5%')).toBe(12.5);
    expect(parsePercent(0.15)).toBe(15);
    expect(parsePercent(20)).toBe(20);
  });

  it('should read whole numbers only as integers', () => {
    expect(parseInteger('2015')).toBe(2015);
    expect(parseInteger('1.500')).toBe(1500);
    expect(parseInteger('12.5')).toBeNull();
    expect(parseInteger(7)).toBe(7);
  });
});
