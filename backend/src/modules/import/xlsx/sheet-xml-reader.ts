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

/**
 * The value of attribute `wanted` (a local name) of the tag whose attributes are `tag` from `at`
 * to `end`, or undefined: a scan without building the other attributes (a cell's tag is read for
 * `r` and `t` only).
 */
function attributeOf(tag: string, at: number, end: number, wanted: string): string | undefined {
  for (;;) {
    const equals = tag.indexOf('=', at);
    if (equals === -1 || equals >= end) return undefined;
    let open = equals + 1;
    while (isSpace(tag.charCodeAt(open))) open++;
    const quote = tag.charCodeAt(open);
    if (quote !== 34 && quote !== 39) throw malformed('attribute');
    const close = tag.indexOf(quote === 34 ? '"' : "'", open + 1);
    if (close === -1 || close >= end) throw malformed('attribute');
    let nameTo = equals;
    while (isSpace(tag.charCodeAt(nameTo - 1))) nameTo--;
    let nameFrom = nameTo;
    while (nameFrom > at && !isSpace(tag.charCodeAt(nameFrom - 1)) && tag.charCodeAt(nameFrom - 1) !== 58 /* : */) {
      nameFrom--;
    }
    if (nameTo - nameFrom === wanted.length && tag.startsWith(wanted, nameFrom)) {
      return decodeXmlText(tag.slice(open + 1, close));
    }
    at = close + 1;
  }
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
 * The tokenizer under SheetXmlReader and SharedStringsXmlReader: XML text in chunks of any size
 * (a tag, a reference or a character may be split between two), element names checked to nest,
 * text decoded only where the reader captures it. Collects what `write` returns in `output`.
 */
abstract class XmlScanner<T> {
  protected output: T[] = [];
  /** Text is kept (given to `captured`) while true. */
  protected capturing = false;
  private pending = '';
  private readonly open: string[] = [];
  private rootClosed = false;

  /** An element starts: `tag` is its text between '<' and '>' (or '/>'), its name ends at `nameEnd`. */
  /** An element starts: its attributes are `text` from `nameEnd` to `end`. */
  protected abstract started(name: string, text: string, nameEnd: number, end: number): void;
  /** An element ends (closing tag, or right after `started` when self-closing). */
  protected abstract ended(name: string): void;
  protected abstract captured(text: string): void;

  /** Reads a chunk; returns what it completed. */
  write(chunk: string): T[] {
    if (FORBIDDEN_CHARACTERS.test(chunk)) throw malformed('forbidden character');
    this.output = [];
    const text = this.pending.length > 0 ? this.pending + chunk : chunk;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      // Text runs up to the next tag: kept whole until it arrives (an entity may be split).
      if (lt === -1) break;
      if (lt > at) {
        this.readText(text, at, lt);
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
          if (this.capturing) this.captured(text.slice(lt + 9, end));
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
      if (next === 47 /* / */) this.close(text, lt + 2, end);
      else this.openTag(text, lt + 1, end);
      at = end + 1;
    }
    this.pending = at < text.length ? text.slice(at) : '';
    return this.output;
  }

  /** Checks the document ended where it should. */
  end(): void {
    if (this.pending.trim().length > 0 || this.open.length > 0 || !this.rootClosed) throw malformed('unexpected end');
  }

  private readText(source: string, from: number, to: number): void {
    if (this.capturing) {
      this.captured(decodeXmlText(source.slice(from, to)));
    } else if (this.rootClosed || this.open.length === 0) {
      // Only white space may sit outside the root element.
      for (let index = from; index < to; index++) {
        const code = source.charCodeAt(index);
        if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 0xfeff) throw malformed('text');
      }
    }
  }

  /** The tag from `from` (after '<') to `end` (its '>'). */
  private openTag(source: string, from: number, end: number): void {
    const selfClosing = source.charCodeAt(end - 1) === 47; /* / */
    const tagEnd = selfClosing ? end - 1 : end;
    let nameEnd = from;
    while (nameEnd < tagEnd && !isSpace(source.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd === from) throw malformed('tag');
    if (this.rootClosed) throw malformed('second root');
    const qualified = source.slice(from, nameEnd);
    const name = localName(qualified);
    this.started(name, source, nameEnd, tagEnd);
    if (selfClosing) this.ended(name);
    else this.open.push(qualified);
  }

  /** The closing tag from `from` (after '</') to `end` (its '>'), compared in place. */
  private close(source: string, from: number, end: number): void {
    const expected = this.open.pop();
    if (expected === undefined || !source.startsWith(expected, from)) throw malformed('unbalanced tags');
    for (let index = from + expected.length; index < end; index++) {
      if (!isSpace(source.charCodeAt(index))) throw malformed('unbalanced tags');
    }
    this.ended(localName(expected));
    if (this.open.length === 0) this.rootClosed = true;
  }
}

/** Rows of a worksheet's XML (see the file comment). */
export class SheetXmlReader extends XmlScanner<SheetXmlRow> {
  private inRows = false;
  private row: SheetXmlRow | null = null;
  private cell: { column: number; type: string | undefined; formula: boolean; text: string | null } | null = null;
  private lastColumn = 0;
  private phonetic = 0;

  protected captured(text: string): void {
    this.cell!.text += text;
  }

  protected started(name: string, text: string, nameEnd: number, end: number): void {
    switch (name) {
      case 'sheetData':
        this.inRows = true;
        break;
      case 'row':
        if (this.inRows) {
          this.row = { number: parseInt(attributeOf(text, nameEnd, end, 'r') as string, 10), values: [] };
          this.lastColumn = 0;
        }
        break;
      case 'c':
        if (this.row) {
          this.cell = {
            column: columnOf(attributeOf(text, nameEnd, end, 'r')) || this.lastColumn + 1,
            type: attributeOf(text, nameEnd, end, 't'),
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
  }

  protected ended(name: string): void {
    switch (name) {
      case 'sheetData':
        this.inRows = false;
        break;
      case 'row':
        if (this.row) {
          this.output.push(this.row);
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

/**
 * The strings of a shared-strings part, in order: each `si`'s text, its rich-text runs joined,
 * without phonetic readings (`rPh`). exceljs's reader returned a plain string's phonetic
 * reading instead of the string, and kept the white space between tags.
 */
export class SharedStringsXmlReader extends XmlScanner<string> {
  private text: string | null = null;
  private phonetic = 0;

  protected captured(text: string): void {
    this.text += text;
  }

  protected started(name: string): void {
    switch (name) {
      case 'si':
        this.text = '';
        this.phonetic = 0;
        break;
      case 'rPh':
        this.phonetic++;
        break;
      case 't':
        this.capturing = this.text !== null && this.phonetic === 0;
        break;
      default:
        break;
    }
  }

  protected ended(name: string): void {
    switch (name) {
      case 'si':
        if (this.text !== null) this.output.push(this.text);
        this.text = null;
        this.capturing = false;
        break;
      case 'rPh':
        this.phonetic--;
        break;
      case 't':
        this.capturing = false;
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
