import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { MAX_IMAGE_BYTES } from './uploads.constants';
import { UploadError, UploadErrorCode } from './uploads.errors';

/** The multipart field of an uploaded image (a file part, or a text field with a URL). */
export const IMAGE_FIELD = 'image';
/** Text fields of the forms that upload an image: a few short values. */
const FORM_FIELD_MAX_BYTES = 16 * 1024;

/**
 * Reads a multipart form with at most one image file (field `image`) into memory, within the size
 * limit, and turns multer's errors into Spanish answers. JSON bodies pass untouched. Runs after the
 * guards, so only administrators upload.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: FORM_FIELD_MAX_BYTES, parts: 11 },
  }).single(IMAGE_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      this.upload(request, response, (error: unknown) => (error ? reject(this.translate(error)) : resolve())),
    );
    return next.handle();
  }

  private translate(error: unknown): UploadError {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return new UploadError(UploadErrorCode.InvalidImage);
    }
    return new UploadError(UploadErrorCode.InvalidUpload);
  }
}
