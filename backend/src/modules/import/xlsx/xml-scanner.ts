/**
 * The XML tokenizer under the workbook's readers (sheet rows, shared strings, the workbook's sheet
 * list and relationships): text in chunks of any size, element names checked to nest, entity and
 * character references decoded, anything XML forbids refused with an Error (which the callers turn
 * into CorruptFile). Markup declarations are refused here too; the zip layer refuses DOCTYPE and
 * ENTITY before a byte gets here.
 */

// Characters XML 1.0 does not allow (tab, newline and carriage return are allowed).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);?/g;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function malformed(what: string): Error {
  return new Error(`Malformed XML: ${what}`);
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
export function attributeOf(tag: string, at: number, end: number, wanted: string): string | undefined {
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

/**
 * The tokenizer under SheetXmlReader and SharedStringsXmlReader: XML text in chunks of any size
 * (a tag, a reference or a character may be split between two), element names checked to nest,
 * text decoded only where the reader captures it. Collects what `write` returns in `output`.
 */
export abstract class XmlScanner<T> {
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
