import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { HEADER, minimalParts, sheetXmlOf, workbook, zip } from '../../../../test/import/workbooks';
import { ImportError, ImportErrorCode } from '../import.errors';
import { SharedStringLoader, XlsxWorkbook } from './xlsx-workbook';

const LIMITS = { maxUncompressedBytes: 200 * 1024 * 1024 };

async function allRows(book: XlsxWorkbook, sheetIndex = 0) {
  const strings = book.openSharedStrings();
  const rows = [];
  try {
    for await (const row of book.rows(book.sheets[sheetIndex], strings)) rows.push(row);
  } finally {
    await strings.close();
  }
  return rows;
}

/** Spanish text whose multi-byte characters land on every possible byte offset of a chunk. */
function accentedTexts(count: number): string[] {
  const words = ['Bujía', 'pingüino', 'Ñandú', 'camión', 'acción', 'señal', 'Peñalolén', '“comillas”', 'año', 'ünico'];
  return Array.from(
    { length: count },
    (_, index) =>
      `${index} ${'á'.repeat(index % 7)} ${words.map((word, offset) => words[(index + offset) % words.length] + word.length).join(' ')}`,
  );
}

describe(XlsxWorkbook.name, () => {
  it('should list worksheets in workbook order with accents intact', async () => {
    const bytes = await workbook([
      { name: 'Frenos y Suspensión', rows: [] },
      { name: 'Motor', rows: [] },
    ]);
    const book = await XlsxWorkbook.open(bytes, LIMITS);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Frenos y Suspensión', 'Motor']);
  });

  it('should find sheets through the relationships: entities decoded, chart sheets skipped, absolute targets', async () => {
    const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const parts = minimalParts();
    parts[2] = {
      name: 'xl/workbook.xml',
      data:
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}">` +
        '<bookViews><workbookView/></bookViews><sheets>' +
        '<sheet name="Gr&#225;fico" sheetId="1" r:id="rId9"/>' +
        '<sheet name="Frenos &amp; Suspensi&#xF3;n" sheetId="2" state="hidden" r:id="rId1"/>' +
        "<sheet name='Motor' sheetId='3' r:id='rId2'/>" +
        '<sheet name="Sin relación" sheetId="4"/>' +
        '</sheets><definedNames><definedName name="x">Motor!A1</definedName></definedNames></workbook>',
    };
    parts[3] = {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId9" Type="${REL}/chartsheet" Target="chartsheets/sheet1.xml"/>` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Type="${REL}/worksheet" Id="rId2" Target="/xl/worksheets/sheet1.xml"/>` +
        '</Relationships>',
    };
    const book = await XlsxWorkbook.open(zip(parts), LIMITS);
    expect(book.sheets).toEqual([
      { name: 'Frenos & Suspensión', part: 'xl/worksheets/sheet1.xml', index: 0 },
      { name: 'Motor', part: 'xl/worksheets/sheet1.xml', index: 1 },
    ]);
  });

  it('should call a damaged workbook part or a sheet without its part a damaged file', async () => {
    const broken = minimalParts();
    broken[2] = { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet name="a" r:id="rId1"/></workbook>' };
    await expect(XlsxWorkbook.open(zip(broken), LIMITS)).rejects.toMatchObject({ code: ImportErrorCode.CorruptFile });
    const unknownEntity = minimalParts();
    unknownEntity[2] = {
      name: 'xl/workbook.xml',
      data: '<workbook><sheets><sheet name="&nbsp;" r:id="rId1"/></sheets></workbook>',
    };
    await expect(XlsxWorkbook.open(zip(unknownEntity), LIMITS)).rejects.toMatchObject({
      code: ImportErrorCode.CorruptFile,
    });
    const missingPart = minimalParts().filter((part) => part.name !== 'xl/worksheets/sheet1.xml');
    await expect(XlsxWorkbook.open(zip(missingPart), LIMITS)).rejects.toMatchObject({
      code: ImportErrorCode.CorruptFile,
    });
  });

  it('should refuse legacy .xls, non-Excel files and zips without a workbook', async () => {
    await expect(XlsxWorkbook.open(Buffer.from('d0cf11e0a1b11ae100000000', 'hex'), LIMITS)).rejects.toMatchObject({
      code: ImportErrorCode.LegacyXls,
    });
    await expect(XlsxWorkbook.open(Buffer.from('%PDF-1.7'), LIMITS)).rejects.toMatchObject({
      code: ImportErrorCode.WrongFileType,
    });
    await expect(XlsxWorkbook.open(zip([{ name: 'word/document.xml', data: '<w/>' }]), LIMITS)).rejects.toMatchObject({
      code: ImportErrorCode.WrongFileType,
    });
  });

  it('should keep every accent where the stock reader turns chunk-split characters into U+FFFD', async () => {
    const texts = accentedTexts(4000);
    const bytes = await workbook([{ name: 'Hoja', header: ['texto'], rows: texts.map((text) => [text]) }]);

    const rows = await allRows(await XlsxWorkbook.open(bytes, LIMITS));
    const read = rows.slice(1).map((row) => row.cells[1]);
    expect(read).toEqual(texts);
    expect(read.join('')).not.toContain('\uFFFD');

    // The bug this reader avoids (exceljs #2063, #2316): same file, stock streaming reader.
    let damaged = 0;
    const stock = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache' });
    for await (const sheet of stock) {
      for await (const row of sheet) {
        if (String((row.values as unknown[])[1]).includes('\uFFFD')) damaged++;
      }
    }
    expect(damaged).toBeGreaterThan(0);
  });

  it('should read rich text, formulas (cached result), numbers and numbers stored as text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Datos');
    sheet.addRow(['a', 'b', 'c', 'd']);
    sheet.addRow([
      { richText: [{ text: 'Bu', font: { bold: true } }, { text: 'jía NGK' }] },
      { formula: 'D2*2', result: 25980 },
      { formula: 'CONCAT("Ace","ite")', result: 'Aceite' },
      '12.990',
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await allRows(await XlsxWorkbook.open(bytes, LIMITS));
    expect(rows[1].cells.slice(1)).toEqual(['Bujía NGK', 25980, 'Aceite', '12.990']);
  });

  it('should read inline strings', async () => {
    const bytes = zip(
      minimalParts(
        sheetXmlOf([
          ['código', 'título'],
          ['A-1', '  Filtro de aire ñ '],
        ]),
      ),
    );
    const rows = await allRows(await XlsxWorkbook.open(bytes, LIMITS));
    expect(rows.map((row) => row.cells.slice(1))).toEqual([
      ['código', 'título'],
      ['A-1', 'Filtro de aire ñ'],
    ]);
  });

  it('should read the header (with shared strings) and say whether data follows', async () => {
    const withData = await XlsxWorkbook.open(await workbook([{ name: 'P', rows: [['x']] }]), LIMITS);
    await expect(withData.readHeader(withData.sheets[0])).resolves.toEqual({
      header: { number: 1, cells: [undefined, ...HEADER] },
      hasData: true,
    });
    const headerOnly = await XlsxWorkbook.open(await workbook([{ name: 'P', rows: [] }]), LIMITS);
    await expect(headerOnly.readHeader(headerOnly.sheets[0])).resolves.toMatchObject({ hasData: false });
    const empty = await XlsxWorkbook.open(zip(minimalParts(sheetXmlOf([]))), LIMITS);
    await expect(empty.readHeader(empty.sheets[0])).resolves.toEqual({ header: null, hasData: false });
  });

  it('should count rows without parsing the sheet', async () => {
    const bytes = await workbook([{ name: 'P', rows: Array.from({ length: 250 }, (_, index) => [`r${index}`]) }]);
    const book = await XlsxWorkbook.open(bytes, LIMITS);
    await expect(book.countRows(book.sheets[0])).resolves.toBe(251);
  });

  it("should call malformed sheet XML a damaged file, without the parser's English text", async () => {
    const bytes = zip(minimalParts(sheetXmlOf([['a']]).replace('</row>', '<c r="B1">\u0007</c></row>')));
    await expect(allRows(await XlsxWorkbook.open(bytes, LIMITS))).rejects.toMatchObject({
      code: ImportErrorCode.CorruptFile,
      message:
        'El archivo Excel está dañado: la hoja "Productos" no se puede leer. Vuelve a guardarlo como .xlsx e inténtalo de nuevo.',
    });
  });

  it('should refuse a sheet written in UTF-16 with a DOCTYPE as it refuses any DOCTYPE', async () => {
    const sheet = sheetXmlOf([['a']]).replace(
      '<worksheet',
      '<!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]><worksheet',
    );
    const parts = minimalParts();
    const index = parts.findIndex((part) => part.name === 'xl/worksheets/sheet1.xml');
    parts[index] = {
      name: parts[index].name,
      data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sheet, 'utf16le')]),
    };
    await expect(XlsxWorkbook.open(zip(parts), LIMITS)).rejects.toMatchObject({
      code: ImportErrorCode.ForbiddenXml,
      message: ImportError.messageOf(ImportErrorCode.ForbiddenXml),
    });
  });

  it('should surface a shared-strings part that breaks the rules', async () => {
    const parts = minimalParts(sheetXmlOf([['a'], [{ xml: (ref: string) => `<c r="${ref}" t="s"><v>0</v></c>` }]]));
    parts[3] = {
      name: parts[3].name,
      data:
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
        '</Relationships>',
    };
    parts.push({ name: 'xl/sharedStrings.xml', data: `<sst>${'<si><t>x</t></si>'.repeat(20000)}<!DOCTYPE x></sst>` });
    // The prolog check passes (the DOCTYPE is deep inside); the streaming scan stops it.
    const book = await XlsxWorkbook.open(zip(parts), LIMITS);
    const loader: SharedStringLoader = book.openSharedStrings();
    await expect(loader.whenLoaded()).rejects.toMatchObject({ code: ImportErrorCode.ForbiddenXml });
    await loader.close();
  });
});
