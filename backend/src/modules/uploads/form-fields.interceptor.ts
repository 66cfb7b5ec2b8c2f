import { Injectable } from '@nestjs/common';
import multer from 'multer';
import { MultipartInterceptor } from '../../core/http/multipart.interceptor';
import { DomainError } from '../../core/errors/domain-error';
import { UploadError, UploadErrorCode } from './uploads.errors';

/** Room for the longest description (32,767 characters of up to 4 bytes) and the images JSON. */
const FIELD_MAX_BYTES = 256 * 1024;

/**
 * A multipart form of text fields only (the product and subcategory forms); a file part is a 400.
 * JSON bodies pass untouched, so every such call accepts both.
 */
@Injectable()
export class FormFieldsInterceptor extends MultipartInterceptor {
  protected readonly parse = multer({ limits: { files: 0, fields: 20, fieldSize: FIELD_MAX_BYTES, parts: 20 } }).none();

  protected refusal(): DomainError {
    return new UploadError(UploadErrorCode.InvalidUpload);
  }
}
