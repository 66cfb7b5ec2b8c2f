import { Body, Controller, Delete, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../core/auth/auth.decorators';
import type { SessionUser } from '../../../core/auth/session-user';
import { IMAGE_FIELD, ImageUploadInterceptor, type UploadedFilePart } from '../../uploads';
import { CatalogError, CatalogErrorCode } from '../catalog.errors';
import { AdminCategoriesService } from './admin-categories.service';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category-form.dto';
import { DatabaseIdPipe } from '../../../core/validation/database-id.pipe';

const categoryIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidCategoryId));

const categoryForm = (required: string[]) => ({
  schema: {
    type: 'object',
    required,
    properties: {
      name: { type: 'string', maxLength: 100, example: 'Frenos' },
      [IMAGE_FIELD]: {
        description: 'Archivo (JPG, PNG, WEBP o GIF, hasta 2 MB) o texto con una URL http(s) o ruta que empiece con /',
        oneOf: [
          { type: 'string', format: 'binary' },
          { type: 'string', example: 'https://cdn.example.cl/frenos.jpg' },
        ],
      },
    },
  },
});

/** Category writes (admin.md 2.6, 7); the reads are CategoriesController's. */
@ApiTags('admin-catalog')
@AdminOnly()
@Controller('categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Crea una categoría; la imagen subida queda en /api/uploads/{uuid}.{ext}' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(categoryForm(['name', IMAGE_FIELD]))
  @ApiBadRequestResponse({
    description: "'La imagen es obligatoria', 'La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB', nombre vacío",
  })
  @ApiConflictResponse({ description: 'Ya existe una categoría con ese nombre' })
  create(
    @Body() dto: CreateCategoryDto,
    @UploadedFile() file: UploadedFilePart | undefined,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.categories.create(dto, admin, file);
  }

  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Cambia el nombre y/o la imagen de una categoría' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(categoryForm([]))
  @ApiNotFoundResponse({ description: 'Categoría no encontrada' })
  @ApiConflictResponse({ description: 'Ya existe una categoría con ese nombre' })
  update(
    @Param('id', categoryIdPipe) id: number,
    @Body() dto: UpdateCategoryDto,
    @UploadedFile() file: UploadedFilePart | undefined,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.categories.update(id, dto, admin, file);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Elimina una categoría sin productos, con sus subcategorías y sub-subcategorías' })
  @ApiNotFoundResponse({ description: 'Categoría no encontrada' })
  @ApiConflictResponse({ description: 'No se puede eliminar la categoría porque tiene {n} productos asociados' })
  remove(@Param('id', categoryIdPipe) id: number, @CurrentUser() admin: SessionUser) {
    return this.categories.remove(id, admin);
  }
}
