import { describe, expect, it } from 'vitest';

import { formatFileSize, isExcelFile } from '@/features/admin-import/utils/excel-file';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('isExcelFile', () => {
  it.each([
    ['catalogo.xlsx', XLSX_TYPE],
    ['catalogo.xls', 'application/vnd.ms-excel'],
    ['CATALOGO.XLSX', ''],
    ['viejo.XLS', 'application/octet-stream'],
    ['sin-extension', XLSX_TYPE],
  ])('accepts %s (%s) by MIME type or extension', (name, type) => {
    expect(isExcelFile({ name, type })).toBe(true);
  });

  it.each([
    ['catalogo.csv', 'text/csv'],
    ['catalogo.xlsx.pdf', 'application/pdf'],
    ['foto.png', 'image/png'],
    ['notas.txt', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(isExcelFile({ name, type })).toBe(false);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [50 * 1024 * 1024, '50 MB'],
    [3.25 * 1024 ** 3, '3.25 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('shows %d bytes as %s (base 1024, at most two decimals)', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('treats negative and non-finite sizes as empty', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
