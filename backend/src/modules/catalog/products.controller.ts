import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import { ListProductsQuery } from './dto/list-products.query';
import { SearchProductsQuery } from './dto/product-page.query';
import { SuggestionsQuery } from './dto/suggestions.query';
import { VehicleFitQuery } from './dto/vehicle-fit.query';
import { ProductsService } from './products.service';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

const productIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidProductId));

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('featured')
  @ApiOperation({
    summary: 'Productos destacados de la portada',
    description:
      'Con vehicleModelId y vehicleYear cada producto trae compatibilidadVehiculo; los destacados son los ' +
      'mismos con o sin vehículo (soloCompatibles no los filtra)',
  })
  featured(@Query() query: VehicleFitQuery) {
    return this.products.featured(query);
  }

  @Get('search')
  @ApiOperation({
    summary:
      'Búsqueda por título, SKU, OEM o número equivalente, con corrección de errores de tipeo y productos similares',
  })
  search(@Query() query: SearchProductsQuery) {
    return this.products.search(query);
  }

  @Get('suggestions')
  @ApiOperation({
    summary: 'Sugerencias mientras se escribe (arreglo simple), también por número equivalente',
    description: 'Con vehicleModelId y vehicleYear cada sugerencia trae compatibilidadVehiculo; soloCompatibles filtra',
  })
  suggestions(@Query() query: SuggestionsQuery) {
    return this.products.suggestions(query);
  }

  @Get()
  @ApiOperation({
    summary: 'Listado paginado con filtros por categoría, ofertas, orden y búsqueda',
    description:
      'Con vehicleModelId y vehicleYear (Mi garaje) cada producto trae compatibilidadVehiculo: compatible, ' +
      'universal, no_compatible o sin_datos; con soloCompatibles=true, solo los compatibles y universales. ' +
      'Con onSale=true, solo los productos en oferta (precioOferta menor que precio), el mayor descuento primero ' +
      'salvo otro orden pedido. Los órdenes por precio usan el precio que se cobra (precioOferta en oferta)',
  })
  list(@Query() query: ListProductsQuery) {
    return this.products.list(query);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Detalle de un producto con su compatibilidad y sus números equivalentes',
    description:
      'Con vehicleModelId y vehicleYear: compatibilidadVehiculo, y coincide en cada fila de compatibilidades',
  })
  findOne(@Param('id', productIdPipe) id: number, @Query() query: VehicleFitQuery) {
    return this.products.findOne(id, query);
  }
}
