import ExcelJS from 'exceljs';
import zlib from 'node:zlib';

/** The admin.md 2.7 header, in the usual order. */
export const HEADER = [
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
  'aplicacion',
  'fabricante',
  'origen',
  'precio_alsc',
  'precio_ML',
  'Descuento',
  'Precio_WEB',
  'IMAGEN1',
  'IMAGEN2',
  'IMAGEN3',
] as const;

export type Column = (typeof HEADER)[number];
export type RowInput = Partial<Record<Column, ExcelJS.CellValue>>;

let sequence = 0;

/** A valid row with Spanish text; override any column. */
export function row(overrides: RowInput = {}): RowInput {
  const n = ++sequence;
  return {
    itemCode: `SKU-${n}`,
    U_marca: 'Toyota',
    modelo: 'Yaris',
    ano_inicio: 2010,
    ano_fin: 2015,
    U_subsubcategoria: 'Pastillas de freno',
    descripcion: `Pastilla de freno cerámica número ${n}, fabricación alemana`,
    Titulo_web: `Pastilla de freno delantera ${n}`,
    stock: 10,
    oem: `04465-0D${String(n).padStart(3, '0')}`,
    aplicacion: 'Eje delantero',
    fabricante: 'Bosch',
    origen: 'Alemania',
    precio_alsc: 11000,
    precio_ML: 13990,
    Descuento: 0,
    Precio_WEB: 12990,
    IMAGEN1: `https://img.example.cl/${n}.jpg`,
    IMAGEN2: null,
    IMAGEN3: null,
    ...overrides,
  };
}

export interface SheetInput {
  name: string;
  /** Header cells; defaults to HEADER. */
  header?: ExcelJS.CellValue[];
  rows: Array<RowInput | ExcelJS.CellValue[]>;
}

/** A small .xlsx in memory (exceljs's normal writer: shared strings, like Excel). */
export async function workbook(sheets: SheetInput[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = book.addWorksheet(sheet.name);
    const header = sheet.header ?? [...HEADER];
    worksheet.addRow(header);
    for (const input of sheet.rows) {
      worksheet.addRow(Array.isArray(input) ? input : header.map((column) => input[column as Column] ?? null));
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One sheet named 'Productos' with these rows. */
export function simpleWorkbook(rows: RowInput[], name = 'Productos'): Promise<Buffer> {
  return workbook([{ name, rows }]);
}

/**
 * A streaming-written workbook of `count` generated rows (bigger files for resume tests): SKUs
 * `${prefix}${n}`, one product and one fitment per row; with `invalidEvery`, every such row lacks
 * its title (a rejected row).
 */
export async function largeWorkbook(
  count: number,
  sheetName = 'Catálogo',
  {
    prefix = 'RES-',
    invalidEvery = 0,
    first = 1,
  }: {
    prefix?: string;
    invalidEvery?: number;
    /** The first row's number n (SKU `${prefix}${n}`): rows first … first + count - 1 of a bigger file. */
    first?: number;
  } = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true, useStyles: false });
  const sheet = writer.addWorksheet(sheetName);
  sheet.addRow([...HEADER]).commit();
  for (let index = first; index < first + count; index++) {
    const values = row({
      itemCode: `${prefix}${index}`,
      Titulo_web:
        invalidEvery > 0 && index % invalidEvery === 0 ? null : `Amortiguador trasero reforzado ${index} — suspensión`,
      descripcion: `Amortiguador a gas, año ${2000 + (index % 20)}, acción rápida`,
      modelo: `Modelo ${index % 7}`,
      stock: index % 40,
    });
    sheet.addRow(HEADER.map((column) => values[column] ?? null)).commit();
  }
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

export interface ZipInput {
  name: string;
  data: Buffer | string;
  /** 'store' or 'deflate' (default). */
  method?: 'store' | 'deflate';
  /** Lie about the uncompressed size in the central directory (zip-bomb tests). */
  declaredSize?: number;
  /** Point this entry at another entry's data (overlapping entries). */
  shareDataWith?: string;
}

/** A hand-made zip with full control over names and sizes, for the hostile-file tests. */
export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const offsets = new Map<string, { offset: number; compressed: Buffer; method: number; size: number }>();
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const shared = entry.shareDataWith ? offsets.get(entry.shareDataWith) : undefined;
    const method = shared ? shared.method : entry.method === 'store' ? 0 : 8;
    const compressed = shared ? shared.compressed : method === 0 ? raw : zlib.deflateRawSync(raw);
    const size = entry.declaredSize ?? (shared ? shared.size : raw.length);
    let localOffset = offset;
    if (!shared) {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0x0800, 6);
      header.writeUInt16LE(method, 8);
      header.writeUInt32LE(0, 14);
      header.writeUInt32LE(compressed.length, 18);
      header.writeUInt32LE(size, 22);
      header.writeUInt16LE(name.length, 26);
      locals.push(header, name, compressed);
      offsets.set(entry.name, { offset, compressed, method, size });
      offset += header.length + name.length + compressed.length;
    } else {
      localOffset = shared.offset;
    }
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(0, 16);
    record.writeUInt32LE(compressed.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(localOffset, 42);
    central.push(record, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a minimal valid workbook; replace one to build a hostile variant. */
export function minimalParts(sheetXml?: string): ZipInput[] {
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
        '<sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '</Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml ?? sheetXmlOf([[...HEADER], Object.values(row())]) },
  ];
}

/** Worksheet XML with inline strings (t="inlineStr"), numbers and optional raw cell XML. */
export function sheetXmlOf(rows: Array<Array<unknown>>): string {
  const column = (index: number): string =>
    index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = rows
    .map((cells, rowIndex) => {
      const r = rowIndex + 1;
      const xml = cells
        .map((cell, index) => {
          const ref = `${column(index)}${r}`;
          if (cell === null || cell === undefined) return '';
          if (typeof cell === 'object' && 'xml' in (cell as object))
            return (cell as { xml: (ref: string) => string }).xml(ref);
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${escape(String(cell))}</t></is></c>`;
        })
        .join('');
      return `<row r="${r}">${xml}</row>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    body +
    '</sheetData></worksheet>'
  );
}
