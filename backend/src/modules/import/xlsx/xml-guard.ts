import { ImportError, ImportErrorCode } from '../import.errors';

const corrupt = () => new ImportError(ImportErrorCode.CorruptFile);

const MARKUP_DECLARATION = Buffer.from('<!', 'latin1');
/** Longer than '<!DOCTYPE': a declaration cut by a chunk boundary lies within this many bytes of it. */
const SCAN_OVERLAP = 16;
/** The XML declaration, if any, ends within this many bytes of the start of a part. */
const PROLOG_BYTES = 512;
/** Byte-order marks and first bytes of XML in encodings other than UTF-8 (XML 1.0, appendix F). */
const OTHER_ENCODING_SIGNATURES = [
  [0xfe, 0xff], // UTF-16 BE
  [0xff, 0xfe], // UTF-16 LE (and UTF-32 LE)
  [0x00, 0x00, 0xfe, 0xff], // UTF-32 BE
  [0x4c, 0x6f, 0xa7, 0x94], // '<?xm' in EBCDIC
  [0x2b, 0x2f, 0x76], // UTF-7
].map((bytes) => Buffer.from(bytes));
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const DECLARED_ENCODING = /^<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/;
const UTF8_NAMES = /^(utf-?8|us-ascii|ascii)$/i;

/**
 * Guards every XML part as it is inflated:
 * - '<!DOCTYPE' or '<!ENTITY' (any case, across chunk boundaries) is refused (ForbiddenXml), also
 *   when the part is UTF-16 or UTF-32: the scan reads the bytes without their NULs, so a
 *   declaration spelled '<\0!\0D\0O\0...' is found as well;
 * - a part in another encoding than UTF-8 (a byte-order mark or declaration saying so, or any NUL
 *   byte, which XML 1.0 never allows in UTF-8) is a damaged file (CorruptFile): it is read as
 *   UTF-8, and the parser's English complaint about it must not reach the user.
 */
export class ForbiddenXmlScanner {
  private tail = Buffer.alloc(0);
  private prolog: Buffer | null = Buffer.alloc(0);

  feed(chunk: Buffer): void {
    const hasNul = chunk.indexOf(0) !== -1;
    const bytes = hasNul ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk;
    // The chunk itself, then the few bytes around the boundary with the previous one (a
    // declaration cut in two), without copying the chunk.
    ForbiddenXmlScanner.scan(bytes);
    if (this.tail.length > 0) {
      ForbiddenXmlScanner.scan(Buffer.concat([this.tail, bytes.subarray(0, SCAN_OVERLAP)]));
    }
    const keep = bytes.subarray(Math.max(0, bytes.length - SCAN_OVERLAP));
    this.tail =
      keep.length === SCAN_OVERLAP ? Buffer.from(keep) : Buffer.concat([this.tail, keep]).subarray(-SCAN_OVERLAP);
    if (this.prolog) this.checkProlog(chunk);
    if (hasNul) throw corrupt();
  }

  /** The part's first bytes: a byte-order mark or an encoding declaration other than UTF-8. */
  private checkProlog(chunk: Buffer): void {
    const start = Buffer.concat([this.prolog!, chunk.subarray(0, PROLOG_BYTES)]).subarray(0, PROLOG_BYTES);
    if (OTHER_ENCODING_SIGNATURES.some((signature) => start.subarray(0, signature.length).equals(signature))) {
      throw corrupt();
    }
    const text = start.subarray(start.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0).toString('latin1');
    const declared = DECLARED_ENCODING.exec(text);
    if (declared && !UTF8_NAMES.test(declared[1].trim())) throw corrupt();
    // Done once the declaration (or the lack of one) is known.
    this.prolog = text.includes('>') || start.length >= PROLOG_BYTES ? null : start;
  }

  private static scan(data: Buffer): void {
    let index = data.indexOf(MARKUP_DECLARATION);
    while (index !== -1) {
      const word = data.toString('latin1', index + 2, index + 9).toUpperCase();
      if (word.startsWith('DOCTYPE') || word.startsWith('ENTITY')) throw new ImportError(ImportErrorCode.ForbiddenXml);
      index = data.indexOf(MARKUP_DECLARATION, index + 2);
    }
  }
}
