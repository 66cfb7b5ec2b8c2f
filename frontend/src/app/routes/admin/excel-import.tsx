import { ExcelImportPage } from '@/features/admin-import/components/excel-import-page';

/** /admin/excel-import: bulk import of the catalogue from an Excel workbook (admin.md 2.7). */
export function ExcelImportRoute() {
  return <ExcelImportPage />;
}
