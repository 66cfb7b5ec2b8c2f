import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import type { SheetMode } from '@/features/admin-import/types';

export type StartConditions = {
  hasFile: boolean;
  running: boolean;
  /** The sheet list has been loaded for the chosen file. */
  sheetsLoaded: boolean;
  sheetCount: number;
  mode: SheetMode;
  selectedSheet: string;
};

/**
 * admin.md 2.7 block 4: the start button needs a file, no import running, the sheets loaded, and either a chosen sheet
 * (single mode) or at least one sheet (all mode). `hint` says what is missing.
 */
export function getStartState(conditions: StartConditions): { canStart: boolean; hint: string | null } {
  const { hasFile, running, sheetsLoaded, sheetCount, mode, selectedSheet } = conditions;
  if (hasFile && !sheetsLoaded) return { canStart: false, hint: IMPORT_MESSAGES.hintLoadSheets };
  if (hasFile && mode === 'single' && !selectedSheet) return { canStart: false, hint: IMPORT_MESSAGES.hintSelectSheet };
  const sheetChosen = mode === 'single' ? selectedSheet !== '' : sheetCount > 0;
  return { canStart: hasFile && !running && sheetsLoaded && sheetChosen, hint: null };
}
