import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UPLOAD_CACHE_CONTROL, UPLOADS_ROUTE } from './uploads.constants';
import { UploadsService } from './uploads.service';

/** Uploaded images, public like the catalogue that shows them. */
@ApiTags('uploads')
@Controller(UPLOADS_ROUTE)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Get(':file')
  @ApiOperation({ summary: 'Una imagen subida desde el panel (nombre aleatorio, contenido inmutable)' })
  @ApiParam({ name: 'file', example: '3f0c8a52-6a0e-4a8e-9a51-0d7c2b4f1e2a.png' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif')
  @ApiOkResponse({ description: 'La imagen, con Cache-Control immutable y X-Content-Type-Options: nosniff' })
  @ApiNotFoundResponse({ description: 'Archivo no encontrado' })
  async serve(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const image = await this.uploads.findImage(file);
    response.set({ 'Cache-Control': UPLOAD_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
    return new StreamableFile(image.content, { type: image.contentType, length: image.content.length });
  }
}
