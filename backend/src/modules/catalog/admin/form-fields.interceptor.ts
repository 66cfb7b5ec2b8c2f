import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { UploadError, UploadErrorCode } from '../../uploads/uploads.errors';

/** Room for the longest description (32,767 characters of up to 4 bytes) and the images JSON. */
const FIELD_MAX_BYTES = 256 * 1024;

/**
 * Reads a multipart form of text fields only (the product and subcategory forms); a file part is a
 * 400. JSON bodies pass untouched, so every such call accepts both.
 */
@Injectable()
export class FormFieldsInterceptor implements NestInterceptor {
  private readonly parse: RequestHandler = multer({
    limits: { files: 0, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 20 },
  }).none();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(new UploadError(UploadErrorCode.InvalidUpload)) : resolve(),
      ),
    );
    return next.handle();
  }
}
