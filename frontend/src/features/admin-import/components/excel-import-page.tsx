import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { RefreshIcon, UploadIcon } from '@/components/ui/icons';
import { useListWorksheetsMutation } from '@/features/admin-import/api/import-api';
import { FileDropZone } from '@/features/admin-import/components/file-drop-zone';
import { ImportFormatInfo } from '@/features/admin-import/components/import-format-info';
import { ImportProgressView } from '@/features/admin-import/components/import-progress-view';
import { ImportResultPanel } from '@/features/admin-import/components/import-result-panel';
import { ImportSummary } from '@/features/admin-import/components/import-summary';
import { ReconnectPanel } from '@/features/admin-import/components/reconnect-panel';
import { SheetPicker, type SheetsState } from '@/features/admin-import/components/sheet-picker';
import { StoredImportNotice } from '@/features/admin-import/components/stored-import-notice';
import { useImportRun } from '@/features/admin-import/hooks/use-import-run';
import { useStoredImport } from '@/features/admin-import/hooks/use-stored-import';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { selectCreatedSubSubcategories } from '@/features/admin-import/import-run-state';
import type { SheetMode } from '@/features/admin-import/types';
import { getStartState } from '@/features/admin-import/utils/start-rules';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';

import '@/components/ui/form.css';
// One stylesheet in six parts, in cascade order (the last holds the media queries).
import './excel-import.css';
import './import-setup.css';
import './import-reconnect.css';
import './import-run.css';
import './import-result.css';
import './import-narrow.css';

type StepProps = { number: number; title: string; children: ReactNode };

function Step({ number, title, children }: StepProps) {
  const titleId = useId();
  return (
    <section className="import-step" aria-labelledby={titleId}>
      <h3 id={titleId} className="import-step__title">
        <span className="import-step__number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * /admin/excel-import (admin.md 2.7 and 4.4): choose a workbook and its sheets, start the import, follow it live,
 * reconnect to a running one and read the result.
 */
export function ExcelImportPage() {
  const { state, actions } = useImportRun();
  const stored = useStoredImport(actions.lookupStatus);
  const [listWorksheets] = useListWorksheetsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [sheets, setSheets] = useState<SheetsState>({ status: 'idle' });
  const [mode, setMode] = useState<SheetMode>('single');
  const [selectedSheet, setSelectedSheet] = useState('');
  const runRef = useRef<HTMLDivElement>(null);
  const setupTitleId = useId();

  const loadedSheets = sheets.status === 'loaded' ? sheets.sheets : null;
  const start = getStartState({
    hasFile: file !== null,
    running: state.running,
    sheetsLoaded: loadedSheets !== null,
    sheetCount: loadedSheets?.length ?? 0,
    mode,
    selectedSheet,
  });

  // Bring the live view into sight when a run starts or is reconnected.
  const followedSession = state.running ? state.sessionId : null;
  useEffect(() => {
    if (followedSession) runRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [followedSession]);

  const changeFile = (next: File | null) => {
    setFile(next);
    setSheets({ status: 'idle' });
    setMode('single');
    setSelectedSheet('');
  };

  const loadSheets = async () => {
    if (!file) return;
    const chosen = file;
    setSheets({ status: 'loading' });
    const response = await listWorksheets(chosen);
    if (response.error) {
      const status = getErrorStatus(response.error);
      setSheets({
        status: 'error',
        message:
          status === null
            ? IMPORT_MESSAGES.sheetsConnection
            : IMPORT_MESSAGES.sheetsFailed(getErrorMessage(response.error) ?? `HTTP ${status}`),
      });
      return;
    }
    const { success, worksheets, message } = response.data;
    if (!success || !Array.isArray(worksheets)) {
      setSheets({ status: 'error', message: IMPORT_MESSAGES.sheetsFailed(message ?? 'respuesta inválida') });
      return;
    }
    setSheets({ status: 'loaded', sheets: worksheets });
    // A single sheet is preselected in single mode (admin.md 2.7).
    if (worksheets.length === 1) {
      setMode('single');
      setSelectedSheet(worksheets[0]);
    } else {
      setSelectedSheet((current) => (worksheets.includes(current) ? current : ''));
    }
  };

  const startImport = () => {
    if (!file || !start.canStart) return;
    stored.hide();
    void actions.start({ file, mode, worksheetName: mode === 'single' ? selectedSheet : '' });
  };

  const reconnect = async (sessionId: string) => {
    const outcome = await actions.reconnect(sessionId);
    if (outcome.ok) stored.hide();
    return outcome;
  };

  const showResult = async (sessionId: string) => {
    const outcome = await actions.showResult(sessionId);
    if (outcome.ok) stored.hide();
    return outcome;
  };

  const cancel = () => {
    if (window.confirm('¿Detener la importación? Las filas ya procesadas se conservan.')) void actions.cancel();
  };

  const newImport = () => {
    actions.reset();
    changeFile(null);
  };

  const showStored = stored.stored && !state.running && stored.stored.sessionId !== state.sessionId;

  return (
    <div className="admin-page excel-import">
      <AdminPageHeader
        title="Importación desde Excel"
        subtitle="Carga o actualiza el catálogo de repuestos de forma masiva desde una planilla."
      />

      {showStored && stored.stored && (
        <StoredImportNotice
          stored={stored.stored}
          onReconnect={reconnect}
          onShowResult={showResult}
          onDismiss={() => stored.dismiss(stored.stored?.sessionId ?? '')}
        />
      )}

      <ImportFormatInfo />

      <section className="admin-panel import-setup" aria-labelledby={setupTitleId}>
        <h2 id={setupTitleId} className="admin-panel__title">
          Nueva importación
        </h2>
        <div className="import-setup__steps">
          <Step number={1} title="Archivo">
            <FileDropZone file={file} disabled={state.running} onFileChange={changeFile} />
          </Step>
          <Step number={2} title="Hojas">
            <SheetPicker
              sheets={sheets}
              canLoad={file !== null}
              disabled={state.running}
              mode={mode}
              selectedSheet={selectedSheet}
              onLoad={() => void loadSheets()}
              onModeChange={setMode}
              onSheetChange={setSelectedSheet}
            />
          </Step>
          <Step number={3} title="Resumen">
            <ImportSummary file={file} sheets={loadedSheets} mode={mode} selectedSheet={selectedSheet} />
          </Step>
          <Step number={4} title="Iniciar">
            <button
              type="button"
              className="button button--primary import-start"
              onClick={startImport}
              disabled={!start.canStart}
            >
              {state.running ? <RefreshIcon size={18} className="import-spin" /> : <UploadIcon size={18} />}
              {state.running ? 'Importación en curso...' : 'Iniciar importación'}
            </button>
            {start.hint && <p className="form-field__hint import-start__hint">{start.hint}</p>}
          </Step>
        </div>
      </section>

      {!state.running && <ReconnectPanel onReconnect={reconnect} onShowResult={showResult} />}

      <div ref={runRef} className="excel-import__run">
        <ImportProgressView state={state} onCancel={cancel} />
        {state.result && !state.running && (
          <ImportResultPanel
            sessionId={state.sessionId}
            result={state.result}
            outcome={state.outcome}
            createdSubSubcategories={selectCreatedSubSubcategories(state)}
            onNewImport={newImport}
          />
        )}
      </div>
    </div>
  );
}
