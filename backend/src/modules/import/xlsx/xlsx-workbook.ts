import path from 'node:path';
import { Readable } from 'node:stream';
import { ImportError, ImportErrorCode } from '../import.errors';
import { countSheetRows } from './row-count';
import { SharedStringsXmlReader, SheetXmlReader, SheetXmlRow } from './sheet-xml-reader';
import { InMemorySharedStrings, SharedStrings, SharedStringStore } from './shared-string-store';
import { readXmlItems, RelationshipsXmlReader, RelationshipXml, WorkbookXmlReader } from './workbook-xml-reader';
import { sniffFileType, ZipArchive, ZipLimits, ZipSource } from './zip-archive';

/** A cell as the import sees it: text, a number, or nothing. */
export type RawCell = string | number | null;

export interface SheetInfo {
  name: string;
  /** Zip path of the sheet's XML part. */
  part: string;
  /** 0-based position among the workbook's worksheets. */
  index: number;
}

export interface SheetRow {
  /** Excel row number (1-based). */
  number: number;
  /** Sparse, 1-based by column, like exceljs's row.values. */
  cells: RawCell[];
}

const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELS_PART = 'xl/_rels/workbook.xml.rels';
const DEFAULT_SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
const WORKSHEET_TYPE = /\/worksheet$/;
const SHARED_STRINGS_TYPE = /\/sharedStrings$/;
// Control characters PostgreSQL text cannot hold (NUL) or nobody wants in a title; tab and newline stay.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * An .xlsx read part by part from a zip that was checked first (ZipArchive), each part with a
 * scanner of our own: the workbook and its relationships (WorkbookXmlReader,
 * RelationshipsXmlReader), the shared strings and the sheets' rows (SharedStringsXmlReader,
 * SheetXmlReader).
 *
 * Feeding the parts ourselves instead of one Readable over the whole file lets us:
 * - decode UTF-8 with a streaming decoder: the stock reader decodes each 16 KiB chunk on its own
 *   and turns an accent split by a chunk boundary into U+FFFD (exceljs #2063, #2316);
 * - read the workbook, its relationships and the shared strings before any sheet, so sheets are
 *   parsed straight from the inflater (the stock reader spools sheets that come first in the zip
 *   to temporary files);
 * - keep shared strings off the heap (SharedStringStore) and inflate only the sheets asked for,
 *   never more than each part declared.
 */
export class XlsxWorkbook {
  private sheetList: SheetInfo[] = [];
  private sharedStringsPart: string | null = null;

  private constructor(private readonly archive: ZipArchive) {}

  /** Checks the bytes (type, zip structure, limits, XML prologs) and reads the list of sheets. */
  static async open(input: Buffer | ZipSource, limits: ZipLimits): Promise<XlsxWorkbook> {
    const type = sniffFileType(Buffer.isBuffer(input) ? input.subarray(0, 8) : input.read(0, 8));
    if (type === 'cfb') throw new ImportError(ImportErrorCode.LegacyXls);
    if (type !== 'zip') throw new ImportError(ImportErrorCode.WrongFileType);
    const archive = ZipArchive.open(input, limits);
    if (!archive.has(WORKBOOK_PART)) throw new ImportError(ImportErrorCode.WrongFileType);
    await archive.assertSafeXmlPrologs();
    const workbook = new XlsxWorkbook(archive);
    await workbook.readStructure();
    return workbook;
  }

  get sheets(): SheetInfo[] {
    return this.sheetList;
  }

  findSheet(name: string): SheetInfo | undefined {
    return (
      this.sheetList.find((sheet) => sheet.name === name) ??
      this.sheetList.find((sheet) => sheet.name.trim() === name.trim())
    );
  }

  /** Rows of a sheet, read from its XML by SheetXmlReader as the part inflates. */
  async *rows(sheet: SheetInfo, sharedStrings: SharedStrings | SharedStringLoader): AsyncGenerator<SheetRow> {
    const source = sheetXmlRows(this.archive.textOf(sheet.part));
    try {
      yield* this.convertRows(sheet, source, sharedStrings);
    } finally {
      // Stops the inflater when the caller leaves early (header check, cancellation).
      await source.return?.(undefined);
    }
  }

  private async *convertRows(
    sheet: SheetInfo,
    source: AsyncIterator<SheetXmlRow[]>,
    sharedStrings: SharedStrings | SharedStringLoader,
  ): AsyncGenerator<SheetRow> {
    const loader = sharedStrings instanceof SharedStringLoader ? sharedStrings : null;
    let fallbackNumber = 0;
    for (;;) {
      let next: IteratorResult<SheetXmlRow[]>;
      try {
        next = await source.next();
      } catch (error) {
        if (error instanceof ImportError) throw error;
        // Malformed XML: the file is damaged. The reader's own text is English and names
        // internals, so the user gets the sheet only.
        throw new ImportError(
          ImportErrorCode.CorruptFile,
          `El archivo Excel está dañado: la hoja "${sheet.name}" no se puede leer. Vuelve a guardarlo como .xlsx e inténtalo de nuevo.`,
        );
      }
      if (next.done) return;
      for (const row of next.value) {
        fallbackNumber = Number.isFinite(row.number) ? row.number : fallbackNumber + 1;
        const values = row.values;
        if (loader) {
          let highest = -1;
          for (const value of values) {
            if (value && typeof value === 'object' && 'sharedString' in value) {
              highest = Math.max(highest, Number((value as { sharedString: number }).sharedString));
            }
          }
          if (!loader.has(highest)) await loader.ready(highest);
        }
        const cells: RawCell[] = [];
        for (let column = 1; column < values.length; column++) {
          const value = values[column];
          if (value !== undefined) cells[column] = toRawCell(value, sharedStrings);
        }
        yield { number: fallbackNumber, cells };
      }
    }
  }

  /**
   * Every shared string, loaded in the background into a store that keeps them on disk: rows
   * start streaming at once and wait only for strings not loaded yet. The caller closes it.
   */
  openSharedStrings(): SharedStringLoader {
    if (!this.sharedStringsPart) return new SharedStringLoader(null, null);
    const input = Readable.from(this.archive.textOf(this.sharedStringsPart));
    return new SharedStringLoader(sharedStringItems(input), input);
  }

  /**
   * The first non-empty row of a sheet (its header) and whether a non-empty row follows it,
   * reading only as much of the file as needed.
   */
  async readHeader(sheet: SheetInfo): Promise<{ header: SheetRow | null; hasData: boolean }> {
    const pending = new InMemorySharedStrings();
    // Shared strings are resolved once the header is known, reading that part only up to them.
    const recorder: SharedStrings = { get: (index) => `\u0000${index}` };
    let header: SheetRow | null = null;
    let hasData = false;
    for await (const row of this.rows(sheet, recorder)) {
      if (!row.cells.some((cell) => cell !== null && cell !== '')) continue;
      if (header) {
        hasData = true;
        break;
      }
      header = row;
    }
    if (!header) return { header: null, hasData: false };
    const wanted = header.cells
      .filter((cell): cell is string => typeof cell === 'string' && cell.startsWith('\u0000'))
      .map((cell) => Number(cell.slice(1)));
    if (wanted.length > 0 && this.sharedStringsPart) {
      const last = Math.max(...wanted);
      const input = Readable.from(this.archive.textOf(this.sharedStringsPart));
      try {
        for await (const { index, text } of sharedStringItems(input)) {
          pending.values[index] = clean(sharedStringText(text));
          if (index >= last) break;
        }
      } finally {
        // Stops the inflater: only the first strings were needed.
        input.destroy();
      }
    }
    const cells = header.cells.map((cell) =>
      typeof cell === 'string' && cell.startsWith('\u0000') ? (pending.get(Number(cell.slice(1))) ?? '') : cell,
    );
    return { header: { number: header.number, cells }, hasData };
  }

  /** Rows of a sheet counted from its XML without parsing it (see countSheetRows). */
  async countRows(sheet: SheetInfo): Promise<number> {
    return (await countSheetRows(this.archive, sheet.part)) ?? 0;
  }

  private async readStructure(): Promise<void> {
    let rels: RelationshipXml[] = [];
    let workbookSheets;
    try {
      if (this.archive.has(WORKBOOK_RELS_PART)) {
        rels = await readXmlItems(new RelationshipsXmlReader(), this.archive.textOf(WORKBOOK_RELS_PART));
      }
      workbookSheets = await readXmlItems(new WorkbookXmlReader(), this.archive.textOf(WORKBOOK_PART));
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError(ImportErrorCode.CorruptFile);
    }
    const resolve = (target: string) =>
      target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join('xl', target));

    const sharedStrings = rels.find((rel) => rel.target && rel.type && SHARED_STRINGS_TYPE.test(rel.type));
    this.sharedStringsPart = sharedStrings?.target
      ? resolve(sharedStrings.target)
      : this.archive.has(DEFAULT_SHARED_STRINGS_PART)
        ? DEFAULT_SHARED_STRINGS_PART
        : null;
    if (this.sharedStringsPart && !this.archive.has(this.sharedStringsPart)) this.sharedStringsPart = null;

    const sheets: SheetInfo[] = [];
    for (const sheet of workbookSheets) {
      const rel = sheet.relationshipId ? rels.find((candidate) => candidate.id === sheet.relationshipId) : undefined;
      // Chart sheets and dialog sheets hold no rows.
      if (!rel?.target || (rel.type && !WORKSHEET_TYPE.test(rel.type))) continue;
      const part = resolve(rel.target);
      if (!this.archive.has(part)) throw new ImportError(ImportErrorCode.CorruptFile);
      sheets.push({ name: sheet.name, part, index: sheets.length });
    }
    this.sheetList = sheets;
  }
}

/** A sheet's rows, as many at a time as each chunk of its XML completes. */
async function* sheetXmlRows(text: AsyncIterable<string>): AsyncGenerator<SheetXmlRow[]> {
  const reader = new SheetXmlReader();
  for await (const chunk of text) {
    const rows = reader.write(chunk);
    if (rows.length > 0) yield rows;
  }
  reader.end();
}

async function* sharedStringItems(text: AsyncIterable<string>): AsyncGenerator<{ index: number; text: string }> {
  const reader = new SharedStringsXmlReader();
  let index = 0;
  for await (const chunk of text) for (const item of reader.write(chunk)) yield { index: index++, text: item };
  reader.end();
}

function clean(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').trim();
}

function sharedStringText(text: unknown): string {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object' && 'richText' in text) {
    return ((text as { richText: Array<{ text?: string | null }> }).richText ?? [])
      .map((run) => run.text ?? '')
      .join('');
  }
  return text === null || text === undefined ? '' : String(text);
}

/**
 * exceljs cell values → text or number: shared strings resolved, rich text joined, formulas
 * replaced by their cached result, errors ('#N/A') kept as text so validation names them.
 */
export function toRawCell(value: unknown, sharedStrings: SharedStrings): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('sharedString' in object) {
      // Cleaned when the store was filled.
      return sharedStrings.get(Number(object.sharedString)) ?? null;
    }
    if ('richText' in object) return clean(sharedStringText(object));
    if ('formula' in object || 'sharedFormula' in object) {
      return 'result' in object ? toRawCell(object.result, sharedStrings) : null;
    }
    if ('error' in object) return String(object.error);
    if ('text' in object) return toRawCell(object.text, sharedStrings);
  }
  return null;
}

/**
 * Shared strings loading in the background (see XlsxWorkbook.openSharedStrings). A failure while
 * loading (a corrupt part, a forbidden DOCTYPE) surfaces at the next row read.
 */
export class SharedStringLoader implements SharedStrings {
  private readonly store = new SharedStringStore();
  private done = false;
  private closed = false;
  private failure: unknown = null;
  private waiter: { index: number; resolve: () => void } | null = null;
  private readonly finished: Promise<void>;

  constructor(
    source: AsyncGenerator<{ index: number; text: unknown }> | null,
    private readonly input: Readable | null,
  ) {
    this.finished = source ? this.load(source) : Promise.resolve().then(() => this.finish());
  }

  get(index: number): string | undefined {
    return this.store.get(index);
  }

  /** True when the string at `index` is loaded (always for -1). */
  has(index: number): boolean {
    return index < this.store.size && !this.failure;
  }

  /** Resolves once the string at `index` is loaded (at once for -1). */
  async ready(index: number): Promise<void> {
    while (true) {
      if (this.failure) throw this.failure;
      if (index < this.store.size || this.done) return;
      await new Promise<void>((resolve) => (this.waiter = { index, resolve }));
    }
  }

  /** Every string loaded, or the loading error. */
  async whenLoaded(): Promise<void> {
    await this.finished;
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.finished;
    this.store.close();
  }

  private async load(source: AsyncGenerator<{ index: number; text: unknown }>): Promise<void> {
    try {
      for await (const { index, text } of source) {
        if (this.closed) break;
        // Indexes are consecutive; a gap would shift every later string.
        while (this.store.size < index) this.store.add('');
        this.store.add(clean(sharedStringText(text)));
        if (this.waiter && this.store.size > this.waiter.index) this.wake();
      }
    } catch (error) {
      this.failure = error instanceof ImportError ? error : new ImportError(ImportErrorCode.CorruptFile);
    } finally {
      this.input?.destroy();
      this.finish();
    }
  }

  private finish(): void {
    this.done = true;
    this.wake();
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.resolve();
  }
}
