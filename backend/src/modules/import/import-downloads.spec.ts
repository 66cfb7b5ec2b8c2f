import { neutralize, skuWarningLine, textLine, yearWarningLine } from './import-downloads';

describe('import downloads', () => {
  it('should neutralise values a spreadsheet would run as formulas', () => {
    expect(neutralize('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(neutralize(`${start}1`)).toBe(`'${start}1`);
    expect(neutralize('Bujía')).toBe('Bujía');
    expect(neutralize(-5)).toBe(-5);
    expect(textLine(['=1+1', 'ok'])).toBe(`'=1+1 | ok`);
  });

  it('should write one line per warning with user values neutralised', () => {
    const year = yearWarningLine({
      row: 7,
      sheet: 'Frenos',
      sku: '=cmd',
      message: 'El año de inicio (2015) es mayor que el año de fin (2010)',
      title: 'Pastilla\nnueva',
      brand: 'Toyota',
      model: 'Yaris',
      ano_inicio: 2015,
      ano_fin: 2010,
    });
    expect(year).toBe(
      "Fila 7 | Hoja: Frenos | SKU: '=cmd | Marca: Toyota | Modelo: Yaris | Años: 2015 - 2010 | Título: Pastilla nueva | El año de inicio (2015) es mayor que el año de fin (2010)",
    );
    const sku = skuWarningLine({
      row: 9,
      sheet: 'Frenos',
      sku: 'FR-1',
      reason: 'Mismo SKU con distinto título: se creó un producto adicional',
      newTitle: '@nuevo',
      existingTitle: 'Viejo',
      newPrice: 12990,
      existingPrice: 9990,
    });
    expect(sku).toBe(
      "Fila 9 | Hoja: Frenos | SKU: FR-1 | Existente: Viejo ($9.990) | Nuevo: '@nuevo ($12.990) | Motivo: Mismo SKU con distinto título: se creó un producto adicional",
    );
  });
});
