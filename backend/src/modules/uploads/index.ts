// The uploads module's public surface (docs/architecture.md, "Boundaries").
export { FormFieldsInterceptor } from './form-fields.interceptor';
export { IMAGE_FIELD, ImageUploadInterceptor } from './image-upload.interceptor';
export { UploadsModule } from './uploads.module';
export { UploadsService, type UploadedFilePart } from './uploads.service';
