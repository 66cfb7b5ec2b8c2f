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

import { attributeOf, XmlScanner } from './xml-scanner';

/** A row as exceljs's WorksheetReader gives it: 1-based sparse values. */
export interface SheetXmlRow {
  number: number;
  values: unknown[];
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
