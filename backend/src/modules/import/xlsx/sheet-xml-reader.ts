/**
 * A worksheet's rows read straight from its XML text, for the import's parse thread: a scanner
 * that looks only at what rows need (`sheetData`, `row`, `c`, `v`, `f`, `is`, `t`) and builds one
 * sparse array per row, where exceljs's WorksheetReader runs saxes's full parser, queues an event
 * object per tag and text, and builds Row and Cell models with styles and addresses (half of the
 * parse thread's CPU went there). Values have the shape of exceljs's `row.values`, so toRawCell
 * reads either.
 *
 * Still a damaged file (an Error, which the caller turns into CorruptFile): unbalanced or
 * unterminated tags, a character XML forbids, an unknown entity, markup declarations (the zip
 * layer refuses DOCTYPE and ENTITY before a byte gets here). Differences with exceljs, all on
 * cells exceljs misread: a cell without its `r` attribute takes the next column (exceljs failed);
 * an inline string of several runs keeps all of them, not the last; CDATA text is kept; a
 * formula whose cached result is 0 reads 0 (exceljs dropped it); an inline or formula string is
 * decoded once (exceljs decoded `&amp;lt;` twice, into '<'); elements with a namespace prefix
 * (`x:c`) are read.
 */

/** A row as exceljs's WorksheetReader gives it: 1-based sparse values. */
export interface SheetXmlRow {
  number: number;
  values: unknown[];
}

// Characters XML 1.0 does not allow (tab, newline and carriage return are allowed).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);?/g;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ATTRIBUTE = /([^\s=]+)\s*=\s*("[^"]*"|'[^']*')/g;

function malformed(what: string): Error {
  return new Error(`Malformed sheet XML: ${what}`);
}

/** Text with its entity and character references replaced. */
export function decodeXmlText(raw: string): string {
  if (raw.indexOf('&') === -1) return raw;
  return raw.replace(ENTITY, (match, name: string) => {
    if (!match.endsWith(';')) throw malformed('entity without ;');
    if (name.charCodeAt(0) === 35 /* # */) {
      const code = name.charCodeAt(1) === 120 /* x */ ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!(code <= 0x10ffff)) throw malformed('character reference');
      const text = String.fromCodePoint(code);
      if (FORBIDDEN_CHARACTERS.test(text) || (code >= 0xd800 && code <= 0xdfff)) throw malformed('character reference');
      return text;
    }
    const text = NAMED_ENTITIES[name];
    if (text === undefined) throw malformed(`entity &${name};`);
    return text;
  });
}

function attributesOf(tag: string, nameEnd: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = nameEnd;
  for (let found = ATTRIBUTE.exec(tag); found; found = ATTRIBUTE.exec(tag)) {
    attributes[localName(found[1])] = decodeXmlText(found[2].slice(1, -1));
  }
  return attributes;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** 'AB12' -> 28; 0 when the reference names no column. */
function columnOf(reference: string | undefined): number {
  if (!reference) return 0;
  let column = 0;
  for (let index = 0; index < reference.length && index < 4; index++) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column <= 16384 ? column : 0;
}

/** The value of a finished cell, like exceljs's (see the class comment for the differences). */
function cellValue(type: string | undefined, formula: boolean, text: string | null): unknown {
  if (text === null) return formula ? { formula: '' } : undefined;
  if (formula) return { formula: '', result: type === 'str' ? text : parseFloat(text) };
  switch (type) {
    case 's':
      return { sharedString: parseInt(text, 10) };
    case 'inlineStr':
    case 'str':
      return text;
    case 'e':
      return { error: text };
    case 'b':
      return parseInt(text, 10) !== 0;
    default:
      return parseFloat(text);
  }
}

/**
 * Rows of a worksheet, from its XML text in chunks of any size (a tag, a reference or a
 * character may be split between two).
 */
export class SheetXmlReader {
  private pending = '';
  private readonly open: string[] = [];
  private inRows = false;
  private row: SheetXmlRow | null = null;
  private cell: { column: number; type: string | undefined; formula: boolean; text: string | null } | null = null;
  private lastColumn = 0;
  /** Inside a `v` or a `t` of the current cell (not of a phonetic run): text is kept. */
  private capturing = false;
  private phonetic = 0;
  private rootClosed = false;

  /** Reads a chunk; returns the rows it completed. */
  write(chunk: string): SheetXmlRow[] {
    if (FORBIDDEN_CHARACTERS.test(chunk)) throw malformed('forbidden character');
    const rows: SheetXmlRow[] = [];
    const text = this.pending.length > 0 ? this.pending + chunk : chunk;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      // Text runs up to the next tag: kept whole until it arrives (an entity may be split).
      if (lt === -1) break;
      if (lt > at) {
        this.text(text, at, lt);
        at = lt;
      }
      const next = text.charCodeAt(lt + 1);
      let end: number;
      if (next === 33 /* ! */) {
        if (text.startsWith('<!--', lt)) {
          end = text.indexOf('-->', lt + 4);
          if (end === -1) break;
          at = end + 3;
          continue;
        }
        if (text.startsWith('<![CDATA[', lt)) {
          end = text.indexOf(']]>', lt + 9);
          if (end === -1) break;
          if (this.capturing) this.cell!.text += text.slice(lt + 9, end);
          at = end + 3;
          continue;
        }
        if (text.length - lt < 9) break;
        throw malformed('markup declaration');
      }
      if (next === 63 /* ? */) {
        end = text.indexOf('?>', lt + 2);
        if (end === -1) break;
        at = end + 2;
        continue;
      }
      end = tagEnd(text, lt + 1);
      if (end === -1) break;
      if (next === 47 /* / */) this.close(text.slice(lt + 2, end).trimEnd(), rows);
      else this.openTag(text, lt + 1, end, rows);
      at = end + 1;
    }
    this.pending = at < text.length ? text.slice(at) : '';
    return rows;
  }

  /** Checks the document ended where it should. */
  end(): void {
    if (this.pending.trim().length > 0 || this.open.length > 0 || !this.rootClosed) throw malformed('unexpected end');
  }

  private text(source: string, from: number, to: number): void {
    if (this.capturing) {
      this.cell!.text += decodeXmlText(source.slice(from, to));
    } else if (this.rootClosed || this.open.length === 0) {
      // Only white space may sit outside the root element.
      for (let index = from; index < to; index++) {
        const code = source.charCodeAt(index);
        if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 0xfeff) throw malformed('text');
      }
    }
  }

  private openTag(source: string, from: number, end: number, rows: SheetXmlRow[]): void {
    const selfClosing = source.charCodeAt(end - 1) === 47; /* / */
    const tag = source.slice(from, selfClosing ? end - 1 : end);
    let nameEnd = 0;
    while (nameEnd < tag.length && !isSpace(tag.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd === 0) throw malformed('tag');
    const qualified = tag.slice(0, nameEnd);
    if (this.rootClosed) throw malformed('second root');
    const name = localName(qualified);
    switch (name) {
      case 'sheetData':
        this.inRows = true;
        break;
      case 'row':
        if (this.inRows) {
          const attributes = attributesOf(tag, nameEnd);
          this.row = { number: parseInt(attributes.r, 10), values: [] };
          this.lastColumn = 0;
        }
        break;
      case 'c':
        if (this.row) {
          const attributes = attributesOf(tag, nameEnd);
          this.cell = {
            column: columnOf(attributes.r) || this.lastColumn + 1,
            type: attributes.t,
            formula: false,
            text: null,
          };
        }
        break;
      case 'f':
        if (this.cell) this.cell.formula = true;
        break;
      case 'v':
        if (this.cell) {
          this.cell.text = '';
          this.capturing = true;
        }
        break;
      case 'is':
        if (this.cell) this.cell.text = '';
        break;
      case 'rPh':
        if (this.cell) this.phonetic++;
        break;
      case 't':
        if (this.cell && this.phonetic === 0) {
          if (this.cell.text === null) this.cell.text = '';
          this.capturing = true;
        }
        break;
      default:
        break;
    }
    if (selfClosing) this.finish(name, rows);
    else this.open.push(qualified);
  }

  private close(qualified: string, rows: SheetXmlRow[]): void {
    const expected = this.open.pop();
    if (expected !== qualified) throw malformed('unbalanced tags');
    this.finish(localName(qualified), rows);
    if (this.open.length === 0) this.rootClosed = true;
  }

  /** An element ends (closing tag or self-closing). */
  private finish(name: string, rows: SheetXmlRow[]): void {
    switch (name) {
      case 'sheetData':
        this.inRows = false;
        break;
      case 'row':
        if (this.row) {
          rows.push(this.row);
          this.row = null;
        }
        break;
      case 'c':
        if (this.cell && this.row) {
          const value = cellValue(this.cell.type, this.cell.formula, this.cell.text);
          if (value !== undefined) this.row.values[this.cell.column] = value;
          this.lastColumn = this.cell.column;
        }
        this.cell = null;
        this.capturing = false;
        this.phonetic = 0;
        break;
      case 'v':
      case 't':
        this.capturing = false;
        break;
      case 'rPh':
        if (this.cell) this.phonetic--;
        break;
      default:
        break;
    }
  }
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Index of the '>' that ends the tag starting at `from` (quotes respected), or -1 if not there yet. */
function tagEnd(text: string, from: number): number {
  let end = text.indexOf('>', from);
  while (end !== -1) {
    let quotes = 0;
    let quote = 0;
    for (let index = from; index < end; index++) {
      const code = text.charCodeAt(index);
      if (quote === 0 && (code === 34 || code === 39)) {
        quote = code;
        quotes++;
      } else if (code === quote) {
        quote = 0;
        quotes++;
      }
    }
    if (quote === 0 && quotes % 2 === 0) return end;
    end = text.indexOf('>', end + 1);
  }
  return -1;
}
