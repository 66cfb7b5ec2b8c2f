import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../../core/auth/auth.decorators';
import { CatalogIdPipe } from '../catalog-id.pipe';
import { CatalogErrorCode } from '../catalog.errors';
import { CreateSubcategoryDto, SubcategoriesQuery, UpdateSubcategoryDto } from './dto/category-form.dto';
import { FormFieldsInterceptor } from './form-fields.interceptor';
import { SubcategoriesService } from './subcategories.service';

const idPipe = new CatalogIdPipe(CatalogErrorCode.InvalidCategoryId);

/** Subcategories: public reads, admin writes (multipart or JSON). */
@ApiTags('catalog')
@Controller('subcategories')
export class SubcategoriesController {
  constructor(private readonly subcategories: SubcategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Subcategorías (de una categoría con ?categoryId) con sus sub-subcategorías' })
  list(@Query() query: SubcategoriesQuery) {
    return this.subcategories.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una subcategoría con sus sub-subcategorías' })
  @ApiNotFoundResponse({ description: 'Subcategoría no encontrada' })
  findOne(@Param('id', idPipe) id: number) {
    return this.subcategories.findOne(id);
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({ summary: 'Crea una subcategoría (name, categoryId)' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBadRequestResponse({ description: "'Debes seleccionar una categoría', 'La categoría no existe'" })
  @ApiConflictResponse({ description: 'Ya existe una subcategoría con ese nombre en la categoría' })
  create(@Body() dto: CreateSubcategoryDto) {
    return this.subcategories.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({
    summary: 'Renombra una subcategoría o la mueve de categoría (con sus sub-subcategorías y productos)',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiNotFoundResponse({ description: 'Subcategoría no encontrada' })
  update(@Param('id', idPipe) id: number, @Body() dto: UpdateSubcategoryDto) {
    return this.subcategories.update(id, dto);
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Elimina una subcategoría sin productos, con sus sub-subcategorías' })
  @ApiConflictResponse({ description: 'No se puede eliminar la subcategoría porque tiene {n} productos asociados' })
  remove(@Param('id', idPipe) id: number) {
    return this.subcategories.remove(id);
  }
}
