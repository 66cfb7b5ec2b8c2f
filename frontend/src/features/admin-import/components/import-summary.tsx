import type { SheetMode } from '@/features/admin-import/types';
import { formatFileSize } from '@/features/admin-import/utils/excel-file';

type ImportSummaryProps = {
  file: File | null;
  sheets: string[] | null;
  mode: SheetMode;
  selectedSheet: string;
};

/** Block 3 of admin.md 2.7: what will be imported. */
export function ImportSummary({ file, sheets, mode, selectedSheet }: ImportSummaryProps) {
  if (!file) return <p className="import-muted">Aún no has seleccionado un archivo.</p>;
  const sheetText = !sheets
    ? 'Sin cargar'
    : mode === 'all'
      ? `Todas las hojas (${sheets.length}): ${sheets.join(', ')}`
      : selectedSheet || 'Ninguna seleccionada';
  return (
    <dl className="import-summary">
      <div className="import-summary__item">
        <dt>Archivo</dt>
        <dd>
          {file.name} <span className="import-muted">({formatFileSize(file.size)})</span>
        </dd>
      </div>
      <div className="import-summary__item">
        <dt>Modo</dt>
        <dd>{mode === 'all' ? 'Todas las hojas' : 'Una hoja específica'}</dd>
      </div>
      <div className="import-summary__item">
        <dt>{mode === 'all' ? 'Hojas' : 'Hoja'}</dt>
        <dd>{sheetText}</dd>
      </div>
    </dl>
  );
}
