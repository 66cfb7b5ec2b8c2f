import { SharedStringsXmlReader, SheetXmlReader, SheetXmlRow } from './sheet-xml-reader';

const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:F3"/>
<sheetData>
<row r="1" spans="1:6"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t xml:space="preserve"> Bují&amp;a &#xF1;&#241; &lt;x&gt; </t></is></c><c r="D1"><v>12.5</v></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><r><rPr><b/></rPr><t>Bu</t></r><r><t>jía</t></r><rPh><t>ignored</t></rPh></is></c><c r="B2"><f>C2*0</f><v>0</v></c><c r="C2" t="str"><f>CONCAT("a","b")</f><v>a&amp;b</v></c><c t="b"><v>1</v></c><c r="F2" t="e"><v>#N/A</v></c></row>
<row r="3"/><!-- a comment --><row r="4"><c r="A4" s="3"/><c r="B4"><v><![CDATA[7]]></v></c></row>
</sheetData></worksheet>`;

/** A sparse row array from its 1-based values. */
function values(byColumn: Record<number, unknown>): unknown[] {
  const row: unknown[] = [];
  for (const [column, value] of Object.entries(byColumn)) row[Number(column)] = value;
  return row;
}

const EXPECTED: SheetXmlRow[] = [
  { number: 1, values: values({ 1: { sharedString: 0 }, 2: ' Bují&a ññ <x> ', 4: 12.5 }) },
  {
    number: 2,
    values: values({
      1: 'Bujía',
      2: { formula: '', result: 0 },
      3: { formula: '', result: 'a&b' },
      4: true,
      6: { error: '#N/A' },
    }),
  },
  { number: 3, values: [] },
  { number: 4, values: values({ 2: 7 }) },
];

function readAll(chunks: string[]): SheetXmlRow[] {
  const reader = new SheetXmlReader();
  const rows = chunks.flatMap((chunk) => reader.write(chunk));
  reader.end();
  return rows;
}

describe(SheetXmlReader.name, () => {
  it('should read values like exceljs, whatever the chunk boundaries', () => {
    expect(readAll([SHEET])).toEqual(EXPECTED);
    for (let cut = 1; cut < SHEET.length; cut++) {
      expect(readAll([SHEET.slice(0, cut), SHEET.slice(cut)])).toEqual(EXPECTED);
    }
    expect(readAll([...SHEET])).toEqual(EXPECTED);
  });

  it('should read elements with a namespace prefix', () => {
    const xml =
      '<x:worksheet xmlns:x="m"><x:sheetData><x:row r="7"><x:c r="C7"><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(readAll([xml])).toEqual([{ number: 7, values: values({ 3: 3 }) }]);
  });

  it.each([
    [
      'a forbidden character',
      '<worksheet><sheetData><row r="1"><c r="A1" t="str"><v>\u0007</v></c></row></sheetData></worksheet>',
    ],
    [
      'a forbidden character reference',
      '<worksheet><sheetData><row r="1"><c r="A1" t="str"><v>&#7;</v></c></row></sheetData></worksheet>',
    ],
    [
      'an unknown entity',
      '<worksheet><sheetData><row r="1"><c r="A1" t="str"><v>&nbsp;</v></c></row></sheetData></worksheet>',
    ],
    ['unbalanced tags', '<worksheet><sheetData><row r="1"><c r="A1"><v>1</c></v></row></sheetData></worksheet>'],
    ['a truncated document', '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row>'],
    ['an unterminated tag', '<worksheet><sheetData></sheetData></worksheet><row'],
    ['text after the root', '<worksheet/>x'],
    ['a markup declaration', '<worksheet><!ELEMENT x ANY></worksheet>'],
  ])('should refuse %s', (_, xml) => {
    expect(() => readAll([xml])).toThrow(/Malformed XML/);
  });
});

describe(SharedStringsXmlReader.name, () => {
  const XML =
    '<?xml version="1.0"?>\n<sst xmlns="m" count="4" uniqueCount="4"><si><t>Filtro &amp; aceite</t></si>' +
    '<si><r><rPr><b/><sz val="11"/></rPr><t>Bu</t></r><r><t xml:space="preserve">jía </t></r></si>' +
    '<si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si><si><t/></si></sst>';

  it('should read each string, runs joined, without phonetic readings, whatever the chunk boundaries', () => {
    const expected = ['Filtro & aceite', 'Bujía ', '漢字', ''];
    for (let cut = 0; cut < XML.length; cut++) {
      const reader = new SharedStringsXmlReader();
      const strings = [...reader.write(XML.slice(0, cut)), ...reader.write(XML.slice(cut))];
      reader.end();
      expect(strings).toEqual(expected);
    }
  });
});
