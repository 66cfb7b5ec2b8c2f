import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../core/auth/auth.decorators';
import type { SessionUser } from '../../../core/auth/session-user';
import { CreateSubSubcategoryDto, SubSubcategoriesQuery, UpdateSubSubcategoryDto } from './dto/category-form.dto';
import { SubSubcategoriesService } from './sub-subcategories.service';
import { taxonomyIdPipe, taxonomyRoutes } from './taxonomy-routes';

const route = taxonomyRoutes({
  list: 'Sub-subcategorías, con filtros ?subcategoryId y ?categoryId',
  findOne: 'Una sub-subcategoría',
  notFound: 'Sub-subcategoría no encontrada',
  create: 'Crea una sub-subcategoría (name, subcategoryId); su categoría es la de la subcategoría',
  createInvalid: "'Debes seleccionar una subcategoría', 'La subcategoría no existe'",
  nameTaken: 'Ya existe una sub-subcategoría con ese nombre en la subcategoría',
  update: 'Renombra una sub-subcategoría o la mueve de subcategoría (con sus productos)',
  remove: 'Elimina una sub-subcategoría sin productos',
  hasProducts: 'No se puede eliminar la sub-subcategoría porque tiene {n} productos asociados',
});

/** Sub-subcategories: public reads, admin writes (multipart or JSON). */
@ApiTags('catalog')
@Controller('subsubcategories')
export class SubSubcategoriesController {
  constructor(private readonly subSubcategories: SubSubcategoriesService) {}

  @route.list()
  list(@Query() query: SubSubcategoriesQuery) {
    return this.subSubcategories.list(query);
  }

  @route.findOne()
  findOne(@Param('id', taxonomyIdPipe) id: number) {
    return this.subSubcategories.findOne(id);
  }

  @route.create()
  create(@CurrentUser() admin: SessionUser, @Body() dto: CreateSubSubcategoryDto) {
    return this.subSubcategories.create(dto, admin);
  }

  @route.update()
  update(
    @CurrentUser() admin: SessionUser,
    @Param('id', taxonomyIdPipe) id: number,
    @Body() dto: UpdateSubSubcategoryDto,
  ) {
    return this.subSubcategories.update(id, dto, admin);
  }

  @route.remove()
  remove(@CurrentUser() admin: SessionUser, @Param('id', taxonomyIdPipe) id: number) {
    return this.subSubcategories.remove(id, admin);
  }
}
