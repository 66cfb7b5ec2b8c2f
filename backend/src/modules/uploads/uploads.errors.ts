import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

export const [UploadError, UploadErrorCode] = domainErrors('UploadError', {
  InvalidImage: ['INVALID_IMAGE', 'La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB'],
  InvalidUpload: ['INVALID_UPLOAD', 'La solicitud de subida no es válida'],
  NotFound: ['UPLOAD_NOT_FOUND', 'Archivo no encontrado', HttpStatus.NOT_FOUND],
});
