import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FormFieldsInterceptor } from './form-fields.interceptor';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { UploadedImage } from './uploaded-image.entity';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Images uploaded from the admin forms: stored in PostgreSQL, served at /api/uploads/{uuid}.{ext}. */
@Module({
  imports: [TypeOrmModule.forFeature([UploadedImage])],
  controllers: [UploadsController],
  providers: [UploadsService, ImageUploadInterceptor, FormFieldsInterceptor],
  exports: [UploadsService, ImageUploadInterceptor, FormFieldsInterceptor],
})
export class UploadsModule {}
