import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppConfigService } from '../../core/config/app-config.service';
import { MultipartInterceptor } from '../../core/http/multipart.interceptor';
import { ImportError, ImportErrorCode } from './import.errors';

/** The multipart field of the workbook (admin.md 7). */
export const EXCEL_FIELD = 'excel';

/**
 * Reads the multipart upload (field `excel`) into memory, within the size limit, with the import's
 * Spanish answers (413 with the limit, 400 for anything malformed).
 */
@Injectable()
export class ExcelUploadInterceptor extends MultipartInterceptor {
  protected readonly parse: RequestHandler;
  private readonly maxMb: number;

  constructor(config: AppConfigService) {
    super();
    const { maxFileBytes } = config.importLimits;
    this.maxMb = Math.round(maxFileBytes / (1024 * 1024));
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    }).single(EXCEL_FIELD);
  }

  protected refusal(error: unknown): ImportError {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        return new ImportError(
          ImportErrorCode.FileTooLarge,
          `El archivo supera el tamaño máximo permitido (${this.maxMb} MB)`,
        );
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
        return new ImportError(ImportErrorCode.FileRequired);
      }
    }
    return new ImportError(ImportErrorCode.CorruptFile, 'La solicitud de subida no es válida');
  }
}
