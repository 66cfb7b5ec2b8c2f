import type { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

// Plain numbers rather than Nest's HttpStatus enum: this file also runs in the parse thread,
// which should not load Nest.
const NOT_FOUND = 404 as HttpStatus;
const CONFLICT = 409 as HttpStatus;
const PAYLOAD_TOO_LARGE = 413 as HttpStatus;
const SERVICE_UNAVAILABLE = 503 as HttpStatus;

/** Spanish, user-facing texts (admin.md section 5 and 8 where the spec gives them). */
const [ImportErrorBase, ImportErrorCode] = domainErrors('ImportError', {
  FileRequired: ['IMPORT_FILE_REQUIRED', 'Por favor, selecciona un archivo Excel (.xlsx o .xls)'],
  WrongFileType: ['IMPORT_WRONG_FILE_TYPE', 'Por favor, selecciona un archivo Excel (.xlsx o .xls)'],
  LegacyXls: [
    'IMPORT_LEGACY_XLS',
    'El archivo tiene el formato antiguo de Excel 97-2003 (.xls) o está protegido con contraseña, y no se puede leer. ' +
      'Ábrelo en Excel, quita la contraseña si la tiene y guárdalo como "Libro de Excel (.xlsx)".',
  ],
  CorruptFile: [
    'IMPORT_CORRUPT_FILE',
    'El archivo Excel está dañado o incompleto. Vuelve a guardarlo como .xlsx e inténtalo de nuevo.',
  ],
  FileTooLarge: ['IMPORT_FILE_TOO_LARGE', 'El archivo supera el tamaño máximo permitido', PAYLOAD_TOO_LARGE],
  ZipBomb: ['IMPORT_ZIP_BOMB', 'El archivo Excel es sospechoso: su contenido descomprimido es demasiado grande'],
  UnsafeZipPath: ['IMPORT_UNSAFE_ZIP_PATH', 'El archivo Excel es sospechoso: contiene rutas internas no permitidas'],
  ForbiddenXml: ['IMPORT_FORBIDDEN_XML', 'El archivo Excel contiene XML no permitido (DOCTYPE o entidades externas)'],
  EmptyWorkbook: ['IMPORT_EMPTY_WORKBOOK', 'El archivo Excel no contiene hojas'],
  EmptySheet: ['IMPORT_EMPTY_SHEET', 'La hoja está vacía'],
  NoRows: ['IMPORT_NO_ROWS', 'El archivo Excel no contiene filas para importar'],
  SheetNotFound: ['IMPORT_SHEET_NOT_FOUND', 'La hoja seleccionada no existe en el archivo'],
  SheetRequired: ['IMPORT_SHEET_REQUIRED', 'Selecciona una hoja o elige procesar todas las hojas'],
  MissingColumns: ['IMPORT_MISSING_COLUMNS', 'Faltan columnas requeridas'],
  InvalidSessionId: ['IMPORT_INVALID_SESSION_ID', 'Identificador de sesión de importación inválido'],
  SessionNotFound: ['IMPORT_SESSION_NOT_FOUND', 'Sesión de importación no encontrada', NOT_FOUND],
  NotFinished: ['IMPORT_NOT_FINISHED', 'La importación aún no ha terminado', CONFLICT],
  AlreadyFinished: ['IMPORT_ALREADY_FINISHED', 'La importación ya terminó', CONFLICT],
  ServerBusy: [
    'IMPORT_SERVER_BUSY',
    'El servidor está ocupado y no pudo registrar la importación. Vuelve a intentarlo en unos minutos.',
    SERVICE_UNAVAILABLE,
  ],
  QueueUnavailable: [
    'IMPORT_QUEUE_UNAVAILABLE',
    'La cola de trabajos no responde y la importación no pudo iniciarse. Vuelve a intentarlo en unos minutos.',
    SERVICE_UNAVAILABLE,
  ],
});

/** One of the codes above. */
type ImportErrorCode = (typeof ImportErrorCode)[keyof typeof ImportErrorCode];

export { ImportErrorCode };

/**
 * Errors of the import module. `message` may be replaced by a more specific Spanish text (which
 * sheet, which columns); the code keeps the HTTP status.
 */
export class ImportError extends ImportErrorBase {
  constructor(code: ImportErrorCode, message?: string, details?: unknown) {
    super(code, details);
    if (message !== undefined) this.message = message;
  }
}

/** 'Faltan columnas requeridas en la hoja "X": modelo, stock'. */
export function missingColumnsError(sheet: string, missing: string[]): ImportError {
  return new ImportError(
    ImportErrorCode.MissingColumns,
    `Faltan columnas requeridas en la hoja "${sheet}": ${missing.join(', ')}`,
    { sheet, missing },
  );
}

/** 'La hoja "X" no existe en el archivo. Hojas disponibles: A, B'. */
export function sheetNotFoundError(name: string, available: string[]): ImportError {
  return new ImportError(
    ImportErrorCode.SheetNotFound,
    `La hoja "${name}" no existe en el archivo. Hojas disponibles: ${available.join(', ')}`,
  );
}
