import { countSheetRows } from './row-count';
import type { ZipArchive } from './zip-archive';

/** An archive whose part arrives in chunks of the given sizes, in turn. */
function archiveOf(text: string, sizes: number[]): ZipArchive {
  return {
    async *bytesOf() {
      const bytes = Buffer.from(text, 'latin1');
      for (let offset = 0, turn = 0; offset < bytes.length; turn++) {
        const size = sizes[turn % sizes.length];
        yield bytes.subarray(offset, offset + size);
        offset += size;
      }
    },
  } as unknown as ZipArchive;
}

describe('countSheetRows', () => {
  const rows = Array.from({ length: 57 }, (_, index) =>
    index % 3 === 0 ? `<row r="${index + 1}">` : index % 3 === 1 ? '<row>' : '<row\n r="x">',
  );
  const xml = `<sheetData>${rows.map((row) => `${row}<c/></row>`).join('')}</sheetData><rowBreaks count="1"/>`;

  it.each([[[1]], [[2]], [[3]], [[4]], [[5]], [[1, 9]], [[3, 1, 1]], [[64 * 1024]]])(
    'should count every row element, whatever the chunks (%j bytes)',
    async (sizes) => {
      await expect(countSheetRows(archiveOf(xml, sizes), 'xl/worksheets/sheet1.xml')).resolves.toBe(57);
    },
  );

  it('should give up when told to stop', async () => {
    await expect(countSheetRows(archiveOf(xml, [8]), 'xl/worksheets/sheet1.xml', () => true)).resolves.toBeNull();
  });
});
