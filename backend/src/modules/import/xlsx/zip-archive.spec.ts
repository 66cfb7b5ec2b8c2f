import { minimalParts, zip } from '../../../../test/import/workbooks';
import { ImportError, ImportErrorCode } from '../import.errors';
import { ForbiddenXmlScanner } from './xml-guard';
import { sniffFileType, ZipArchive } from './zip-archive';

const LIMITS = { maxUncompressedBytes: 200 * 1024 * 1024 };

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    return (error as ImportError).code;
  }
  return undefined;
}

async function drain(archive: ZipArchive, name: string): Promise<number> {
  let total = 0;
  for await (const chunk of archive.bytesOf(name)) total += chunk.length;
  return total;
}

describe(ZipArchive.name, () => {
  it('should sniff zips, OLE containers (.xls) and anything else', () => {
    expect(sniffFileType(zip(minimalParts()))).toBe('zip');
    expect(sniffFileType(Buffer.from('d0cf11e0a1b11ae1000000', 'hex'))).toBe('cfb');
    expect(sniffFileType(Buffer.from('itemCode;U_marca\n'))).toBe('unknown');
  });

  it('should read entries of a valid zip', async () => {
    const archive = ZipArchive.open(zip(minimalParts()), LIMITS);
    expect(archive.names()).toContain('xl/workbook.xml');
    await expect(drain(archive, 'xl/workbook.xml')).resolves.toBeGreaterThan(100);
  });

  it('should refuse a truncated or corrupt zip before inflating anything', () => {
    const bytes = zip(minimalParts());
    expect(codeOf(() => ZipArchive.open(bytes.subarray(0, bytes.length - 40), LIMITS))).toBe(
      ImportErrorCode.CorruptFile,
    );
    expect(codeOf(() => ZipArchive.open(bytes.subarray(0, 200), LIMITS))).toBe(ImportErrorCode.CorruptFile);
  });

  it('should refuse zip-slip names', () => {
    for (const name of ['../evil.xml', 'xl/../../etc/passwd', '/etc/passwd', 'xl\\worksheets\\sheet1.xml', 'C:evil']) {
      expect(codeOf(() => ZipArchive.open(zip([...minimalParts(), { name, data: 'x' }]), LIMITS))).toBe(
        ImportErrorCode.UnsafeZipPath,
      );
    }
  });

  it('should refuse too many entries, too much declared data and extreme compression ratios', () => {
    const many = Array.from({ length: 10_001 }, (_, index) => ({
      name: `x/${index}.txt`,
      data: '',
      method: 'store' as const,
    }));
    expect(codeOf(() => ZipArchive.open(zip(many), LIMITS))).toBe(ImportErrorCode.ZipBomb);

    const declaredHuge = [...minimalParts(), { name: 'xl/media/big.bin', data: 'x', declaredSize: 300 * 1024 * 1024 }];
    expect(codeOf(() => ZipArchive.open(zip(declaredHuge), LIMITS))).toBe(ImportErrorCode.ZipBomb);

    const zeros = [...minimalParts(), { name: 'xl/media/zeros.bin', data: Buffer.alloc(5 * 1024 * 1024) }];
    expect(codeOf(() => ZipArchive.open(zip(zeros), LIMITS))).toBe(ImportErrorCode.ZipBomb);
  });

  it('should refuse entries that share their compressed data (overlap bomb)', () => {
    const parts = [...minimalParts(), { name: 'copy.xml', data: '', shareDataWith: 'xl/workbook.xml' }];
    expect(codeOf(() => ZipArchive.open(zip(parts), LIMITS))).toBe(ImportErrorCode.ZipBomb);
  });

  it('should stop inflating an entry that produces more than it declared', async () => {
    const lying = [...minimalParts(), { name: 'xl/lie.bin', data: Buffer.alloc(64 * 1024, 1), declaredSize: 1000 }];
    const archive = ZipArchive.open(zip(lying), LIMITS);
    await expect(drain(archive, 'xl/lie.bin')).rejects.toMatchObject({ code: ImportErrorCode.ZipBomb });
  });

  it('should refuse a DOCTYPE or ENTITY in any XML part (XXE, billion laughs)', async () => {
    const parts = minimalParts();
    parts[3] = {
      name: parts[3].name,
      data: '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><Relationships>&x;</Relationships>',
    };
    await expect(ZipArchive.open(zip(parts), LIMITS).assertSafeXmlPrologs()).rejects.toMatchObject({
      code: ImportErrorCode.ForbiddenXml,
    });
  });

  it('should find DOCTYPE split across chunks, in any case', () => {
    const scanner = new ForbiddenXmlScanner();
    scanner.feed(Buffer.from('<?xml version="1.0"?><!doc'));
    expect(() => scanner.feed(Buffer.from('type x>'))).toThrow(ImportError);
    expect(() => new ForbiddenXmlScanner().feed(Buffer.from('<![CDATA[x]]><!-- comentario -->'))).not.toThrow();
  });

  it('should find a declaration cut across several tiny chunks, or after a long clean chunk', () => {
    const tiny = new ForbiddenXmlScanner();
    const bytes = Buffer.from('<?xml version="1.0"?><!ENTITY x "y">');
    expect(() => {
      for (let index = 0; index < bytes.length; index++) tiny.feed(bytes.subarray(index, index + 1));
    }).toThrow(ImportError);

    const long = new ForbiddenXmlScanner();
    long.feed(Buffer.from(`<root>${'<!-- ok -->'.repeat(10_000)}<!DOC`));
    expect(() => long.feed(Buffer.from('TYPE root>'))).toThrow(ImportError);
  });

  describe('XML parts in other encodings than UTF-8', () => {
    const DOCTYPE =
      '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
    const PLAIN = '<?xml version="1.0" encoding="UTF-16"?><r/>';
    const utf16le = (text: string) => Buffer.from(text, 'utf16le');
    const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
    const utf32le = (text: string) =>
      Buffer.concat([...text].map((char) => Buffer.from([char.charCodeAt(0), 0, 0, 0])));
    const withBom = (bom: number[], bytes: Buffer) => Buffer.concat([Buffer.from(bom), bytes]);

    function refusal(bytes: Buffer): ImportError | undefined {
      try {
        new ForbiddenXmlScanner().feed(bytes);
      } catch (error) {
        return error as ImportError;
      }
      return undefined;
    }

    it.each([
      ['UTF-16 LE with a byte-order mark', withBom([0xff, 0xfe], utf16le(DOCTYPE))],
      ['UTF-16 BE with a byte-order mark', withBom([0xfe, 0xff], utf16be(DOCTYPE))],
      ['UTF-16 LE without one', utf16le(DOCTYPE)],
      ['UTF-16 BE without one', utf16be(DOCTYPE)],
      ['UTF-32 LE', withBom([0xff, 0xfe, 0, 0], utf32le(DOCTYPE))],
    ])('should find a DOCTYPE written in %s', (_name, bytes) => {
      expect(refusal(bytes)?.code).toBe(ImportErrorCode.ForbiddenXml);
      // Also when it arrives a byte at a time.
      const scanner = new ForbiddenXmlScanner();
      expect(() => {
        for (let index = 0; index < bytes.length; index++) scanner.feed(bytes.subarray(index, index + 1));
      }).toThrow(ImportError);
    });

    it('should call any other part not in UTF-8 a damaged file', () => {
      const damaged = [
        withBom([0xff, 0xfe], utf16le(PLAIN)),
        utf16be(PLAIN),
        Buffer.from('<?xml version="1.0" encoding="UTF-16"?><r/>'),
        Buffer.from("<?xml version='1.0' encoding='ISO-8859-1'?><r/>"),
        Buffer.from('<?xml version="1.0" encoding="UTF-7"?><r>+ADw-!DOCTYPE r+AD4-</r>'),
        Buffer.from('<r>a\u0000b</r>'),
      ];
      for (const bytes of damaged) expect(refusal(bytes)?.code).toBe(ImportErrorCode.CorruptFile);
    });

    it('should accept UTF-8, with or without a byte-order mark or a declaration', () => {
      const accepted = [
        Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<r>ñandú</r>'),
        withBom([0xef, 0xbb, 0xbf], Buffer.from('<?xml version="1.0" encoding="utf8"?><r/>')),
        Buffer.from('<?xml version="1.0"?><r/>'),
        Buffer.from('<r encoding="UTF-16"/>'),
      ];
      for (const bytes of accepted) expect(refusal(bytes)).toBeUndefined();
    });

    it('should refuse a workbook with a UTF-16 part when it is opened, before any parser reads it', async () => {
      const parts = minimalParts();
      parts[4] = { name: parts[4].name, data: withBom([0xff, 0xfe], utf16le(DOCTYPE)) };
      await expect(ZipArchive.open(zip(parts), LIMITS).assertSafeXmlPrologs()).rejects.toMatchObject({
        code: ImportErrorCode.ForbiddenXml,
      });
    });
  });

  it('should give the same bytes in chunks of the size asked for, and still stop at what was declared', async () => {
    const data = Buffer.from(Array.from({ length: 40_000 }, (_, index) => `<row r="${index}"/>`).join(''), 'latin1');
    const parts = [
      ...minimalParts(),
      { name: 'xl/big.bin', data },
      { name: 'xl/big-stored.bin', data, method: 'store' as const },
      { name: 'xl/big-lie.bin', data, declaredSize: data.length - 1 },
    ];
    const archive = ZipArchive.open(zip(parts), LIMITS);
    const read = async (name: string, chunkBytes?: number) => {
      const chunks: Buffer[] = [];
      for await (const chunk of archive.bytesOf(name, chunkBytes)) chunks.push(chunk);
      return chunks;
    };
    for (const name of ['xl/big.bin', 'xl/big-stored.bin']) {
      const small = await read(name);
      const large = await read(name, 256 * 1024);
      expect(Buffer.concat(small).equals(data)).toBe(true);
      expect(Buffer.concat(large).equals(data)).toBe(true);
      expect(Math.max(...small.map((chunk) => chunk.length))).toBeLessThanOrEqual(32 * 1024);
      expect(Math.max(...large.map((chunk) => chunk.length))).toBeGreaterThan(32 * 1024);
      expect(large.length).toBeLessThan(small.length);
    }
    await expect(read('xl/big-lie.bin', 256 * 1024)).rejects.toMatchObject({ code: ImportErrorCode.ZipBomb });
  });

  it('should accept stored (uncompressed) entries', async () => {
    const parts = minimalParts().map((part) => ({ ...part, method: 'store' as const }));
    const archive = ZipArchive.open(zip(parts), LIMITS);
    await expect(drain(archive, 'xl/workbook.xml')).resolves.toBe(Buffer.byteLength(String(parts[2].data)));
  });
});
