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
import { CreateSubSubcategoryDto, SubSubcategoriesQuery, UpdateSubSubcategoryDto } from './dto/category-form.dto';
import { FormFieldsInterceptor } from './form-fields.interceptor';
import { SubSubcategoriesService } from './sub-subcategories.service';

const idPipe = new CatalogIdPipe(CatalogErrorCode.InvalidCategoryId);

/** Sub-subcategories: public reads, admin writes (multipart or JSON). */
@ApiTags('catalog')
@Controller('subsubcategories')
export class SubSubcategoriesController {
  constructor(private readonly subSubcategories: SubSubcategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Sub-subcategorías, con filtros ?subcategoryId y ?categoryId' })
  list(@Query() query: SubSubcategoriesQuery) {
    return this.subSubcategories.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una sub-subcategoría' })
  @ApiNotFoundResponse({ description: 'Sub-subcategoría no encontrada' })
  findOne(@Param('id', idPipe) id: number) {
    return this.subSubcategories.findOne(id);
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({ summary: 'Crea una sub-subcategoría (name, subcategoryId); su categoría es la de la subcategoría' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBadRequestResponse({ description: "'Debes seleccionar una subcategoría', 'La subcategoría no existe'" })
  @ApiConflictResponse({ description: 'Ya existe una sub-subcategoría con ese nombre en la subcategoría' })
  create(@Body() dto: CreateSubSubcategoryDto) {
    return this.subSubcategories.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({ summary: 'Renombra una sub-subcategoría o la mueve de subcategoría (con sus productos)' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiNotFoundResponse({ description: 'Sub-subcategoría no encontrada' })
  update(@Param('id', idPipe) id: number, @Body() dto: UpdateSubSubcategoryDto) {
    return this.subSubcategories.update(id, dto);
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Elimina una sub-subcategoría sin productos' })
  @ApiConflictResponse({ description: 'No se puede eliminar la sub-subcategoría porque tiene {n} productos asociados' })
  remove(@Param('id', idPipe) id: number) {
    return this.subSubcategories.remove(id);
  }
}
