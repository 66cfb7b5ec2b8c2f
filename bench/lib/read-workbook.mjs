// Baseline for the import benchmark: exceljs's streaming reader alone, as its README shows it
// (WorkbookReader over a file stream, shared strings cached), reading every row of the file.
// Prints one JSON line: time, rows, U+FFFD count in the text it read, peak RSS (VmHWM) and the
// RSS before reading (node + exceljs loaded).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs');

const file = process.argv[2];
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
const startRssMb = Math.round(rssKb() / 1024);
const started = performance.now();
const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), {
  sharedStrings: 'cache',
  worksheets: 'emit',
  styles: 'ignore',
  hyperlinks: 'ignore',
});
let rows = 0;
let replacementChars = 0;
for await (const sheet of reader) {
  for await (const row of sheet) {
    rows++;
    for (const value of row.values) {
      if (typeof value === 'string' && value.includes('\uFFFD')) replacementChars++;
    }
  }
}
const ms = Math.round(performance.now() - started);
const hwmKb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
console.log(JSON.stringify({ ms, rows, replacementChars, peakRssMb: Math.round(hwmKb / 1024), startRssMb }));
