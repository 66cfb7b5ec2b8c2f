import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import { BrandsService } from './brands.service';
import { BrandProductsQuery, ProductPageQuery } from './dto/product-page.query';
import { ModelSearchQuery } from './dto/model-search.query';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

const brandIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidBrandId));
const modelIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidModelId));

/** A product list of a brand or a model, which takes the shopper's vehicle (VehicleFitQuery). */
const VehicleProductsOperation = (summary: string) =>
  ApiOperation({
    summary,
    description: 'Con vehicleModelId y vehicleYear cada producto trae compatibilidadVehiculo; soloCompatibles filtra',
  });

@ApiTags('catalog')
@Controller('brands')
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Get()
  @ApiOperation({ summary: 'Marcas de vehículos con su número de modelos, por nombre' })
  list() {
    return this.brands.list();
  }

  @Get(':id/models')
  @ApiOperation({ summary: 'Modelos de una marca con su número de productos' })
  models(@Param('id', brandIdPipe) id: number) {
    return this.brands.models(id);
  }

  @Get(':id/products')
  @VehicleProductsOperation('Productos compatibles con algún modelo de la marca (12 por página)')
  products(@Param('id', brandIdPipe) id: number, @Query() query: BrandProductsQuery) {
    return this.brands.brandProducts(id, query);
  }
}

@ApiTags('catalog')
@Controller('models')
export class ModelsController {
  constructor(private readonly brands: BrandsService) {}

  @Get(':id/products')
  @VehicleProductsOperation('Productos compatibles con un modelo')
  products(@Param('id', modelIdPipe) id: number, @Query() query: ProductPageQuery) {
    return this.brands.modelProducts(id, query);
  }

  @Get(':id/products/search')
  @VehicleProductsOperation('Búsqueda entre los productos de un modelo')
  search(@Param('id', modelIdPipe) id: number, @Query() query: ModelSearchQuery) {
    return this.brands.modelSearch(id, query);
  }
}
