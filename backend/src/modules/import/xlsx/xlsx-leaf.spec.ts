import fs from 'node:fs';
import path from 'node:path';

/**
 * The workbook reader is a leaf: it knows zip, XML and cells, not what an import does with them.
 * Outside its folder it may use only the import's error catalogue and limits (leaf files too).
 */
describe('xlsx/ imports', () => {
  const ALLOWED_OUTSIDE = new Set(['../import.errors', '../import.constants']);

  it('should import nothing from the import module but its errors and limits', () => {
    const outside = fs
      .readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .flatMap((file) => {
        const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
        return [...source.matchAll(/from '(\.[^']*)'/g)]
          .map((match) => match[1])
          .filter((target) => !target.startsWith('./') && !ALLOWED_OUTSIDE.has(target))
          .map((target) => `${file} → ${target}`);
      });
    expect(outside).toEqual([]);
  });

  it('should use no XML or spreadsheet library (the parse thread would load it: exceljs is ~600 modules)', () => {
    const packages = fs
      .readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/from '([^.'][^']*)'/g)]
          .map((match) => match[1])
          .filter((target) => !target.startsWith('node:'))
          .map((target) => `${file} → ${target}`),
      );
    expect(packages).toEqual([]);
  });
});
