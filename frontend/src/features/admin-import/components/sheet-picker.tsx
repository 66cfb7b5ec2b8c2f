import { useId } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import type { SheetMode } from '@/features/admin-import/types';

export type SheetsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; sheets: string[] }
  | { status: 'error'; message: string };

const SHEET_MODES: readonly { value: SheetMode; label: string }[] = [
  { value: 'single', label: 'Una hoja específica' },
  { value: 'all', label: 'Todas las hojas' },
];

type SheetPickerProps = {
  sheets: SheetsState;
  canLoad: boolean;
  disabled: boolean;
  mode: SheetMode;
  selectedSheet: string;
  onLoad: () => void;
  onModeChange: (mode: SheetMode) => void;
  onSheetChange: (sheet: string) => void;
};

/** Block 2 of admin.md 2.7: load the workbook's sheets, then import one specific sheet or all of them. */
export function SheetPicker({
  sheets,
  canLoad,
  disabled,
  mode,
  selectedSheet,
  onLoad,
  onModeChange,
  onSheetChange,
}: SheetPickerProps) {
  const ids = { select: useId(), list: useId() };
  const loaded = sheets.status === 'loaded' ? sheets.sheets : null;

  return (
    <div className="import-sheets">
      <button
        type="button"
        className="button button--ghost"
        onClick={onLoad}
        disabled={!canLoad || disabled || sheets.status === 'loading'}
      >
        {sheets.status === 'loading' ? 'Cargando hojas...' : 'Ver hojas disponibles'}
      </button>

      {sheets.status === 'loading' && (
        <div className="import-sheets__loading" role="status" aria-label="Cargando hojas">
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width="40%" />
        </div>
      )}
      {sheets.status === 'error' && (
        <p className="form-message form-message--error" role="alert">
          {sheets.message}
        </p>
      )}

      {loaded && (
        <>
          <p id={ids.list} className="import-sheets__found">
            {loaded.length === 1 ? 'Se encontró 1 hoja:' : `Se encontraron ${loaded.length} hojas:`}
          </p>
          <ul className="chip-list" aria-labelledby={ids.list}>
            {loaded.map((sheet) => (
              <li key={sheet} className="import-sheets__name">
                {sheet}
              </li>
            ))}
          </ul>

          <fieldset className="import-sheets__modes" disabled={disabled}>
            <legend className="form-field__label">¿Qué hojas quieres importar?</legend>
            {SHEET_MODES.map(({ value, label }) => (
              <label key={value} className="import-radio">
                <input
                  type="radio"
                  name="sheet-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => onModeChange(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>

          {mode === 'single' && (
            <div className="form-field import-sheets__select">
              <label className="form-field__label" htmlFor={ids.select}>
                Hoja a importar
              </label>
              <select
                id={ids.select}
                className="form-field__control"
                value={selectedSheet}
                disabled={disabled}
                onChange={(event) => onSheetChange(event.target.value)}
              >
                <option value="">Selecciona una hoja</option>
                {loaded.map((sheet) => (
                  <option key={sheet} value={sheet}>
                    {sheet}
                  </option>
                ))}
              </select>
            </div>
          )}
        </>
      )}
    </div>
  );
}
