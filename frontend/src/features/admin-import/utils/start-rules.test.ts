import { describe, expect, it } from 'vitest';

import { getStartState, type StartConditions } from '@/features/admin-import/utils/start-rules';

const ready: StartConditions = {
  hasFile: true,
  running: false,
  sheetsLoaded: true,
  sheetCount: 2,
  mode: 'single',
  selectedSheet: 'Frenos',
};

describe('getStartState (admin.md 2.7 block 4)', () => {
  it('allows starting with a file, loaded sheets and a chosen sheet', () => {
    expect(getStartState(ready)).toEqual({ canStart: true, hint: null });
  });

  it('allows all-sheets mode without a chosen sheet when the workbook has sheets', () => {
    expect(getStartState({ ...ready, mode: 'all', selectedSheet: '' })).toEqual({ canStart: true, hint: null });
  });

  it('needs a file', () => {
    expect(getStartState({ ...ready, hasFile: false, sheetsLoaded: false, sheetCount: 0 })).toEqual({
      canStart: false,
      hint: null,
    });
  });

  it('asks to load the file information first', () => {
    expect(getStartState({ ...ready, sheetsLoaded: false, sheetCount: 0, selectedSheet: '' })).toEqual({
      canStart: false,
      hint: 'Primero carga la información del archivo',
    });
  });

  it('asks for a specific sheet in single mode', () => {
    expect(getStartState({ ...ready, selectedSheet: '' })).toEqual({
      canStart: false,
      hint: 'Selecciona una hoja específica',
    });
  });

  it('refuses all-sheets mode when the workbook has no sheets', () => {
    expect(getStartState({ ...ready, mode: 'all', sheetCount: 0, selectedSheet: '' }).canStart).toBe(false);
  });

  it('refuses while an import runs', () => {
    expect(getStartState({ ...ready, running: true })).toEqual({ canStart: false, hint: null });
  });
});
