import { minimalParts, zip } from '../../../../test/import/workbooks';
import { ImportError, ImportErrorCode } from '../import.errors';
import { ForbiddenXmlScanner, sniffFileType, ZipArchive } from './zip-archive';

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

  it('should accept stored (uncompressed) entries', async () => {
    const parts = minimalParts().map((part) => ({ ...part, method: 'store' as const }));
    const archive = ZipArchive.open(zip(parts), LIMITS);
    await expect(drain(archive, 'xl/workbook.xml')).resolves.toBe(Buffer.byteLength(String(parts[2].data)));
  });
});
