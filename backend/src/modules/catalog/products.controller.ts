import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import { ListProductsQuery } from './dto/list-products.query';
import { ProductsService } from './products.service';

const productIdPipe = new ParseIntPipe({ exceptionFactory: () => new CatalogError(CatalogErrorCode.InvalidProductId) });

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('featured')
  @ApiOperation({ summary: 'Productos destacados de la portada' })
  featured() {
    return this.products.featured();
  }

  @Get()
  @ApiOperation({ summary: 'Listado paginado con filtros por categoría y búsqueda' })
  list(@Query() query: ListProductsQuery) {
    return this.products.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Detalle de un producto con su compatibilidad' })
  findOne(@Param('id', productIdPipe) id: number) {
    return this.products.findOne(id);
  }
}
