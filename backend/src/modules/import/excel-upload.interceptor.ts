import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { AppConfigService } from '../../core/config/app-config.service';
import { ImportError, ImportErrorCode } from './import.errors';

/** The multipart field of the workbook (admin.md 7). */
export const EXCEL_FIELD = 'excel';

/**
 * Reads the multipart upload (field `excel`) into memory, within the size limit, and turns multer's
 * errors into the import's Spanish answers (413 with the limit, 400 for anything malformed). Runs
 * after the guards, so only administrators upload.
 */
@Injectable()
export class ExcelUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler;
  private readonly maxMb: number;

  constructor(config: AppConfigService) {
    const { maxFileBytes } = config.importLimits;
    this.maxMb = Math.round(maxFileBytes / (1024 * 1024));
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    }).single(EXCEL_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      this.upload(request, response, (error: unknown) => (error ? reject(this.translate(error)) : resolve())),
    );
    return next.handle();
  }

  private translate(error: unknown): ImportError {
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
