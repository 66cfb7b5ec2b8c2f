import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum UploadErrorCode {
  InvalidImage = 'INVALID_IMAGE',
  InvalidUpload = 'INVALID_UPLOAD',
  NotFound = 'UPLOAD_NOT_FOUND',
}

export const UPLOAD_MESSAGES: Record<UploadErrorCode, string> = {
  [UploadErrorCode.InvalidImage]: 'La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB',
  [UploadErrorCode.InvalidUpload]: 'La solicitud de subida no es válida',
  [UploadErrorCode.NotFound]: 'Archivo no encontrado',
};

const STATUS: Record<UploadErrorCode, HttpStatus> = {
  [UploadErrorCode.InvalidImage]: HttpStatus.BAD_REQUEST,
  [UploadErrorCode.InvalidUpload]: HttpStatus.BAD_REQUEST,
  [UploadErrorCode.NotFound]: HttpStatus.NOT_FOUND,
};

export class UploadError extends domainErrorClass(STATUS, UPLOAD_MESSAGES) {}
