import type { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';

// Plain numbers rather than Nest's HttpStatus enum: this file also runs in the parse thread,
// which should not load Nest.
const BAD_REQUEST = 400 as HttpStatus;
const NOT_FOUND = 404 as HttpStatus;
const CONFLICT = 409 as HttpStatus;
const PAYLOAD_TOO_LARGE = 413 as HttpStatus;
const SERVICE_UNAVAILABLE = 503 as HttpStatus;

export enum ImportErrorCode {
  FileRequired = 'IMPORT_FILE_REQUIRED',
  WrongFileType = 'IMPORT_WRONG_FILE_TYPE',
  LegacyXls = 'IMPORT_LEGACY_XLS',
  CorruptFile = 'IMPORT_CORRUPT_FILE',
  FileTooLarge = 'IMPORT_FILE_TOO_LARGE',
  ZipBomb = 'IMPORT_ZIP_BOMB',
  UnsafeZipPath = 'IMPORT_UNSAFE_ZIP_PATH',
  ForbiddenXml = 'IMPORT_FORBIDDEN_XML',
  EmptyWorkbook = 'IMPORT_EMPTY_WORKBOOK',
  EmptySheet = 'IMPORT_EMPTY_SHEET',
  NoRows = 'IMPORT_NO_ROWS',
  SheetNotFound = 'IMPORT_SHEET_NOT_FOUND',
  SheetRequired = 'IMPORT_SHEET_REQUIRED',
  MissingColumns = 'IMPORT_MISSING_COLUMNS',
  InvalidSessionId = 'IMPORT_INVALID_SESSION_ID',
  SessionNotFound = 'IMPORT_SESSION_NOT_FOUND',
  NotFinished = 'IMPORT_NOT_FINISHED',
  AlreadyFinished = 'IMPORT_ALREADY_FINISHED',
  ServerBusy = 'IMPORT_SERVER_BUSY',
  QueueUnavailable = 'IMPORT_QUEUE_UNAVAILABLE',
}

/** Spanish, user-facing texts (admin.md section 5 and 8 where the spec gives them). */
export const IMPORT_MESSAGES: Record<ImportErrorCode, string> = {
  [ImportErrorCode.FileRequired]: 'Por favor, selecciona un archivo Excel (.xlsx o .xls)',
  [ImportErrorCode.WrongFileType]: 'Por favor, selecciona un archivo Excel (.xlsx o .xls)',
  [ImportErrorCode.LegacyXls]:
    'El archivo tiene el formato antiguo de Excel 97-2003 (.xls) o está protegido con contraseña, y no se puede leer. ' +
    'Ábrelo en Excel, quita la contraseña si la tiene y guárdalo como "Libro de Excel (.xlsx)".',
  [ImportErrorCode.CorruptFile]:
    'El archivo Excel está dañado o incompleto. Vuelve a guardarlo como .xlsx e inténtalo de nuevo.',
  [ImportErrorCode.FileTooLarge]: 'El archivo supera el tamaño máximo permitido',
  [ImportErrorCode.ZipBomb]: 'El archivo Excel es sospechoso: su contenido descomprimido es demasiado grande',
  [ImportErrorCode.UnsafeZipPath]: 'El archivo Excel es sospechoso: contiene rutas internas no permitidas',
  [ImportErrorCode.ForbiddenXml]: 'El archivo Excel contiene XML no permitido (DOCTYPE o entidades externas)',
  [ImportErrorCode.EmptyWorkbook]: 'El archivo Excel no contiene hojas',
  [ImportErrorCode.EmptySheet]: 'La hoja está vacía',
  [ImportErrorCode.NoRows]: 'El archivo Excel no contiene filas para importar',
  [ImportErrorCode.SheetNotFound]: 'La hoja seleccionada no existe en el archivo',
  [ImportErrorCode.SheetRequired]: 'Selecciona una hoja o elige procesar todas las hojas',
  [ImportErrorCode.MissingColumns]: 'Faltan columnas requeridas',
  [ImportErrorCode.InvalidSessionId]: 'Identificador de sesión de importación inválido',
  [ImportErrorCode.SessionNotFound]: 'Sesión de importación no encontrada',
  [ImportErrorCode.NotFinished]: 'La importación aún no ha terminado',
  [ImportErrorCode.AlreadyFinished]: 'La importación ya terminó',
  [ImportErrorCode.ServerBusy]:
    'El servidor está ocupado y no pudo registrar la importación. Vuelve a intentarlo en unos minutos.',
  [ImportErrorCode.QueueUnavailable]:
    'La cola de trabajos no responde y la importación no pudo iniciarse. Vuelve a intentarlo en unos minutos.',
};

const STATUS: Record<ImportErrorCode, HttpStatus> = {
  [ImportErrorCode.FileRequired]: BAD_REQUEST,
  [ImportErrorCode.WrongFileType]: BAD_REQUEST,
  [ImportErrorCode.LegacyXls]: BAD_REQUEST,
  [ImportErrorCode.CorruptFile]: BAD_REQUEST,
  [ImportErrorCode.FileTooLarge]: PAYLOAD_TOO_LARGE,
  [ImportErrorCode.ZipBomb]: BAD_REQUEST,
  [ImportErrorCode.UnsafeZipPath]: BAD_REQUEST,
  [ImportErrorCode.ForbiddenXml]: BAD_REQUEST,
  [ImportErrorCode.EmptyWorkbook]: BAD_REQUEST,
  [ImportErrorCode.EmptySheet]: BAD_REQUEST,
  [ImportErrorCode.NoRows]: BAD_REQUEST,
  [ImportErrorCode.SheetNotFound]: BAD_REQUEST,
  [ImportErrorCode.SheetRequired]: BAD_REQUEST,
  [ImportErrorCode.MissingColumns]: BAD_REQUEST,
  [ImportErrorCode.InvalidSessionId]: BAD_REQUEST,
  [ImportErrorCode.SessionNotFound]: NOT_FOUND,
  [ImportErrorCode.NotFinished]: CONFLICT,
  [ImportErrorCode.AlreadyFinished]: CONFLICT,
  [ImportErrorCode.ServerBusy]: SERVICE_UNAVAILABLE,
  [ImportErrorCode.QueueUnavailable]: SERVICE_UNAVAILABLE,
};

/**
 * Errors of the import module. `message` may be replaced by a more specific Spanish text (which
 * sheet, which columns); the code keeps the HTTP status.
 */
export class ImportError extends DomainError {
  constructor(code: ImportErrorCode, message?: string, details?: unknown) {
    super(code, STATUS[code], message ?? IMPORT_MESSAGES[code], details);
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
