import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../core/auth/auth.decorators';
import type { SessionUser } from '../../../core/auth/session-user';
import { CreateSubcategoryDto, SubcategoriesQuery, UpdateSubcategoryDto } from './dto/category-form.dto';
import { SubcategoriesService } from './subcategories.service';
import { taxonomyIdPipe, taxonomyRoutes } from './taxonomy-routes';

const route = taxonomyRoutes({
  list: 'Subcategorías (de una categoría con ?categoryId) con sus sub-subcategorías',
  findOne: 'Una subcategoría con sus sub-subcategorías',
  notFound: 'Subcategoría no encontrada',
  create: 'Crea una subcategoría (name, categoryId)',
  createInvalid: "'Debes seleccionar una categoría', 'La categoría no existe'",
  nameTaken: 'Ya existe una subcategoría con ese nombre en la categoría',
  update: 'Renombra una subcategoría o la mueve de categoría (con sus sub-subcategorías y productos)',
  remove: 'Elimina una subcategoría sin productos, con sus sub-subcategorías',
  hasProducts: 'No se puede eliminar la subcategoría porque tiene {n} productos asociados',
});

/** Subcategories: public reads, admin writes (multipart or JSON). */
@ApiTags('catalog')
@Controller('subcategories')
export class SubcategoriesController {
  constructor(private readonly subcategories: SubcategoriesService) {}

  @route.list()
  list(@Query() query: SubcategoriesQuery) {
    return this.subcategories.list(query);
  }

  @route.findOne()
  findOne(@Param('id', taxonomyIdPipe) id: number) {
    return this.subcategories.findOne(id);
  }

  @route.create()
  create(@CurrentUser() admin: SessionUser, @Body() dto: CreateSubcategoryDto) {
    return this.subcategories.create(dto, admin);
  }

  @route.update()
  update(
    @CurrentUser() admin: SessionUser,
    @Param('id', taxonomyIdPipe) id: number,
    @Body() dto: UpdateSubcategoryDto,
  ) {
    return this.subcategories.update(id, dto, admin);
  }

  @route.remove()
  remove(@CurrentUser() admin: SessionUser, @Param('id', taxonomyIdPipe) id: number) {
    return this.subcategories.remove(id, admin);
  }
}
