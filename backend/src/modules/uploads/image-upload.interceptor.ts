import { Injectable } from '@nestjs/common';
import multer from 'multer';
import { DomainError } from '../../core/errors/domain-error';
import { MultipartInterceptor } from '../../core/http/multipart.interceptor';
import { MAX_IMAGE_BYTES } from './uploads.constants';
import { UploadError, UploadErrorCode } from './uploads.errors';

/** The multipart field of an uploaded image (a file part, or a text field with a URL). */
export const IMAGE_FIELD = 'image';
/** Text fields of the forms that upload an image: a few short values. */
const FORM_FIELD_MAX_BYTES = 16 * 1024;

/** A multipart form with at most one image file (field `image`) read into memory, within the size limit. */
@Injectable()
export class ImageUploadInterceptor extends MultipartInterceptor {
  protected readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: FORM_FIELD_MAX_BYTES, parts: 11 },
  }).single(IMAGE_FIELD);

  protected refusal(error: unknown): DomainError {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return new UploadError(UploadErrorCode.InvalidImage);
    }
    return new UploadError(UploadErrorCode.InvalidUpload);
  }
}
