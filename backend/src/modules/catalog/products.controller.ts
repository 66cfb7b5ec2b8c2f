import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogIdPipe } from './catalog-id.pipe';
import { CatalogErrorCode } from './catalog.errors';
import { ListProductsQuery } from './dto/list-products.query';
import { SearchProductsQuery } from './dto/product-page.query';
import { SuggestionsQuery } from './dto/suggestions.query';
import { ProductsService } from './products.service';

const productIdPipe = new CatalogIdPipe(CatalogErrorCode.InvalidProductId);

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('featured')
  @ApiOperation({ summary: 'Productos destacados de la portada' })
  featured() {
    return this.products.featured();
  }

  @Get('search')
  @ApiOperation({ summary: 'Búsqueda por título, SKU u OEM, con corrección de errores de tipeo y productos similares' })
  search(@Query() query: SearchProductsQuery) {
    return this.products.search(query);
  }

  @Get('suggestions')
  @ApiOperation({ summary: 'Sugerencias mientras se escribe (arreglo simple)' })
  suggestions(@Query() query: SuggestionsQuery) {
    return this.products.suggestions(query);
  }

  @Get()
  @ApiOperation({ summary: 'Listado paginado con filtros por categoría, orden y búsqueda' })
  list(@Query() query: ListProductsQuery) {
    return this.products.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Detalle de un producto con su compatibilidad' })
  findOne(@Param('id', productIdPipe) id: number) {
    return this.products.findOne(id);
  }
}
