import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import { CategoriesService } from './categories.service';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

const categoryIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidCategoryId));

@ApiTags('catalog')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Categorías con sus subcategorías y sub-subcategorías' })
  list() {
    return this.categories.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una categoría con su árbol' })
  findOne(@Param('id', categoryIdPipe) id: number) {
    return this.categories.findOne(id);
  }
}
