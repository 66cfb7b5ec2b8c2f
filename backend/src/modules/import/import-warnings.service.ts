import { Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ALL_COLUMNS } from './import-columns';
import { neutralize, SkuWarningView, skuWarningLine, YearWarningView, yearWarningLine } from './import-downloads';
import { ImportSessionStore } from './import-session.store';

const JSON_WARNINGS_LIMIT = 5000;
const DOWNLOAD_PAGE = 5000;

type WarningKind = 'YEAR' | 'DUPLICATE_SKU';

/** A file to send: the HTTP layer sets its headers, then lets it write itself. */
export interface ImportDownload {
  fileName: string;
  contentType: string;
  /** Writes the file to `out` and ends it, a page of rows at a time. */
  write(out: Writable): Promise<void>;
}

/**
 * What an import left to review: its year and duplicate-SKU warnings (as JSON, or every one as a
 * .txt download) and its rejected rows (an .xlsx with their original columns).
 */
@Injectable()
export class ImportWarningsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ImportSessionStore,
  ) {}

  async yearWarnings(sessionId: string) {
    await this.store.findOrFail(sessionId);
    const { rows, count } = await this.warnings(sessionId, 'YEAR', JSON_WARNINGS_LIMIT, 0);
    return { success: true, warnings: rows.map(toYearWarning), count, truncated: count > rows.length };
  }

  async skuWarnings(sessionId: string) {
    await this.store.findOrFail(sessionId);
    const { rows, count } = await this.warnings(sessionId, 'DUPLICATE_SKU', JSON_WARNINGS_LIMIT, 0);
    return { success: true, warnings: rows.map(toSkuWarning), count, truncated: count > rows.length };
  }

  async yearWarningsDownload(sessionId: string): Promise<ImportDownload> {
    await this.store.findOrFail(sessionId);
    return this.textDownload(
      `advertencias-anos-${sessionId}.txt`,
      [
        'Advertencias de años inconsistentes (ano_inicio mayor que ano_fin): las filas se importaron igualmente.',
        `Sesión: ${sessionId}`,
      ],
      'YEAR',
      sessionId,
      (row) => yearWarningLine(toYearWarning(row)),
      'No hay advertencias de años.',
    );
  }

  async skuWarningsDownload(sessionId: string): Promise<ImportDownload> {
    await this.store.findOrFail(sessionId);
    return this.textDownload(
      `advertencias-sku-${sessionId}.txt`,
      [
        'Advertencias de SKU duplicado con datos distintos: se creó un producto adicional por cada una.',
        `Sesión: ${sessionId}`,
      ],
      'DUPLICATE_SKU',
      sessionId,
      (row) => skuWarningLine(toSkuWarning(row)),
      'No hay advertencias de SKU duplicado.',
    );
  }

  /** The rejected rows with their original columns plus 'error', 'hoja' and 'fila', as .xlsx. */
  async rejectedRowsDownload(sessionId: string): Promise<ImportDownload> {
    await this.store.findOrFail(sessionId);
    const keys: Array<{ key: string }> = await this.dataSource.query(
      `SELECT DISTINCT jsonb_object_keys("data") AS "key" FROM "import_row_errors" WHERE "session_id" = $1`,
      [sessionId],
    );
    const present = new Set(keys.map((row) => row.key));
    const known = ALL_COLUMNS.filter((column) => present.has(column));
    const extras = [...present].filter((key) => !(ALL_COLUMNS as readonly string[]).includes(key)).sort();
    const columns = [...known, ...extras];

    return {
      fileName: `filas-rechazadas-${sessionId}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      write: async (out) => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream: out,
          useStyles: false,
          useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet('Filas rechazadas');
        sheet.addRow([...columns, 'error', 'hoja', 'fila']).commit();
        let lastId = 0;
        for (;;) {
          const page: Array<{
            id: number;
            row: number;
            sheet: string | null;
            message: string;
            data: Record<string, unknown> | null;
          }> = await this.dataSource.query(
            `SELECT "id", "row", "sheet", "message", "data" FROM "import_row_errors"
               WHERE "session_id" = $1 AND "id" > $2 ORDER BY "id" LIMIT $3`,
            [sessionId, lastId, DOWNLOAD_PAGE],
          );
          for (const error of page) {
            const cells = columns.map((column) => neutralize(error.data?.[column] ?? null) as ExcelJS.CellValue);
            sheet.addRow([...cells, neutralize(error.message), neutralize(error.sheet), error.row]).commit();
          }
          if (page.length < DOWNLOAD_PAGE) break;
          lastId = page[page.length - 1].id;
        }
        sheet.commit();
        await workbook.commit();
      },
    };
  }

  private async warnings(
    sessionId: string,
    kind: WarningKind,
    limit: number,
    afterId: number,
  ): Promise<{ rows: WarningRow[]; count: number }> {
    const rows: WarningRow[] = await this.dataSource.query(
      `SELECT "id", "row", "sheet", "sku", "payload" FROM "import_warnings"
       WHERE "session_id" = $1 AND "kind" = $2 AND "id" > $3 ORDER BY "id" LIMIT $4`,
      [sessionId, kind, afterId, limit],
    );
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS "count" FROM "import_warnings" WHERE "session_id" = $1 AND "kind" = $2`,
      [sessionId, kind],
    );
    return { rows, count };
  }

  /** A .txt of every warning of a kind: the heading with the total, one line per warning. */
  private textDownload(
    fileName: string,
    heading: string[],
    kind: WarningKind,
    sessionId: string,
    line: (row: WarningRow) => string,
    empty: string,
  ): ImportDownload {
    return {
      fileName,
      contentType: 'text/plain; charset=utf-8',
      write: async (out) => {
        let afterId = 0;
        let total = 0;
        let first = true;
        for (;;) {
          const { rows, count } = await this.warnings(sessionId, kind, DOWNLOAD_PAGE, afterId);
          if (first) {
            out.write(`${heading.join('\n')}\nTotal: ${count}\n\n`);
            first = false;
          }
          if (rows.length > 0) out.write(rows.map((row) => line(row)).join('\n') + '\n');
          total += rows.length;
          if (rows.length < DOWNLOAD_PAGE) break;
          afterId = rows[rows.length - 1].id;
        }
        if (total === 0) out.write(`${empty}\n`);
        out.end();
      },
    };
  }
}

interface WarningRow {
  id: number;
  row: number;
  sheet: string | null;
  sku: string | null;
  payload: Record<string, unknown>;
}

function toYearWarning(row: WarningRow): YearWarningView {
  const payload = row.payload as Partial<YearWarningView>;
  return {
    row: row.row,
    sheet: row.sheet,
    sku: row.sku,
    message: payload.message ?? '',
    title: payload.title ?? null,
    brand: payload.brand ?? null,
    model: payload.model ?? null,
    ano_inicio: payload.ano_inicio ?? null,
    ano_fin: payload.ano_fin ?? null,
  };
}

function toSkuWarning(row: WarningRow): SkuWarningView {
  const payload = row.payload as Partial<SkuWarningView>;
  return {
    row: row.row,
    sheet: row.sheet,
    sku: row.sku,
    reason: payload.reason ?? '',
    newTitle: payload.newTitle ?? null,
    existingTitle: payload.existingTitle ?? null,
    newPrice: payload.newPrice ?? null,
    existingPrice: payload.existingPrice ?? null,
  };
}
