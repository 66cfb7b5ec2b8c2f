import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

import { CloseIcon, SpreadsheetIcon, UploadIcon } from '@/components/ui/icons';
import { IMPORT_ACCEPTED_EXTENSIONS, IMPORT_ACCEPTED_MIME_TYPES } from '@/config/constants';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { formatFileSize, isExcelFile } from '@/features/admin-import/utils/excel-file';

const ACCEPT = [...IMPORT_ACCEPTED_EXTENSIONS, ...IMPORT_ACCEPTED_MIME_TYPES].join(',');

type FileDropZoneProps = {
  file: File | null;
  disabled?: boolean;
  onFileChange: (file: File | null) => void;
};

/** Block 1 of admin.md 2.7: drop or pick one .xlsx/.xls file (by mouse or keyboard), see its name and size, clear it. */
export function FileDropZone({ file, disabled = false, onFileChange }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), help: useId(), error: useId() };

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    if (!isExcelFile(candidate)) {
      setError(IMPORT_MESSAGES.wrongFileType);
      onFileChange(null);
      return;
    }
    setError(null);
    onFileChange(candidate);
  };

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  const clear = () => {
    setError(null);
    onFileChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="import-drop">
      <div
        className={`import-drop__zone${dragging ? ' import-drop__zone--active' : ''}${disabled ? ' import-drop__zone--disabled' : ''}`}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}
        aria-label="Seleccionar archivo Excel"
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={32} className="import-drop__icon" />
        <p className="import-drop__title">Arrastra tu archivo aquí o haz clic para seleccionarlo</p>
        <p id={ids.help} className="import-drop__help">
          Formatos aceptados: {IMPORT_ACCEPTED_EXTENSIONS.join(' y ')}
        </p>
      </div>
      <label className="visually-hidden" htmlFor={ids.input}>
        Archivo Excel
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {error && (
        <p id={ids.error} className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      {file && (
        <div className="import-drop__file">
          <SpreadsheetIcon size={22} className="import-drop__file-icon" />
          <div className="import-drop__file-text">
            <span className="import-drop__file-name">{file.name}</span>
            <span className="import-drop__file-size">{formatFileSize(file.size)}</span>
          </div>
          <button type="button" className="icon-button" aria-label="Quitar archivo" onClick={clear} disabled={disabled}>
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
