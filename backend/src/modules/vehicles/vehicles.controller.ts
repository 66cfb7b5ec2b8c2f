import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { VehicleError, VehicleErrorCode } from './vehicles.errors';
import { VehiclesService } from './vehicles.service';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

const brandIdPipe = new DatabaseIdPipe(() => new VehicleError(VehicleErrorCode.InvalidBrandId));
const modelIdPipe = new DatabaseIdPipe(() => new VehicleError(VehicleErrorCode.InvalidModelId));

@ApiTags('vehicles')
@Controller('vehicles')
export class VehiclesController {
  constructor(private readonly vehicles: VehiclesService) {}

  @Get('brands')
  @ApiOperation({ summary: 'Marcas con repuestos (alguna compatibilidad), por nombre: el selector de vehículo' })
  brands() {
    return this.vehicles.brands();
  }

  @Get('brands/:brandId/models')
  @ApiOperation({ summary: 'Modelos de la marca con repuestos, por nombre (404 Marca no encontrada)' })
  models(@Param('brandId', brandIdPipe) brandId: number) {
    return this.vehicles.models(brandId);
  }

  @Get('models/:modelId/years')
  @ApiOperation({
    summary: 'Años del modelo con repuestos, del más nuevo al más antiguo (404 Modelo no encontrado)',
    description: 'Cada año que cubre algún rango de compatibilidad del modelo, entre 1950 y el año siguiente al actual',
  })
  years(@Param('modelId', modelIdPipe) modelId: number) {
    return this.vehicles.years(modelId);
  }
}
