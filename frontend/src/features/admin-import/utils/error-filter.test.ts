import { describe, expect, it } from 'vitest';

import { filterErrorRows, toResultErrorRow } from '@/features/admin-import/utils/error-filter';

const rows = [
  {
    row: 4,
    sheet: 'Frenos',
    error: 'stock debe ser un número; valor: "muchos"',
    data: { itemCode: 'FR-1', Titulo_web: 'Disco ventilado', U_marca: 'Toyota' },
  },
  {
    row: 17,
    sheet: 'Motor',
    error: 'Falta el campo requerido modelo',
    data: { itemCode: 'MO-2', Titulo_web: 'Bujía iridio', U_marca: 'Nissan' },
  },
  {
    row: 140,
    sheet: 'Motor',
    error: 'Falta el campo requerido itemCode',
    data: { itemCode: null, Titulo_web: null, U_marca: 'Kia' },
  },
].map(toResultErrorRow);

describe('filterErrorRows', () => {
  it('maps a result error to the table row, with blanks for missing cells', () => {
    expect(rows[2]).toEqual({
      row: 140,
      sheet: 'Motor',
      sku: '',
      title: '',
      brand: 'Kia',
      error: 'Falta el campo requerido itemCode',
    });
  });

  it('returns every row for a blank query', () => {
    expect(filterErrorRows(rows, '   ')).toHaveLength(3);
  });

  it.each([
    ['17', [17]],
    ['fr-1', [4]],
    ['BUJÍA', [17]],
    ['kia', [140]],
    ['requerido', [17, 140]],
    ['nada que ver', []],
  ])('filters "%s" over row, SKU, title, brand and error', (query, expected) => {
    expect(filterErrorRows(rows, query).map((row) => row.row)).toEqual(expected);
  });
});
