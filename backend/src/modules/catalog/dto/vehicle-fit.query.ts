import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional } from 'class-validator';

/**
 * The shopper's vehicle on a product call (Mi garaje): both or none, checked by vehicleSelection()
 * so that a half or malformed vehicle answers 400 'Vehículo inválido'.
 */
export class VehicleFitQuery {
  @ApiPropertyOptional({
    type: Number,
    description: 'Modelo del vehículo del cliente (con vehicleYear): cada producto trae compatibilidadVehiculo',
  })
  @Allow()
  vehicleModelId?: unknown;

  @ApiPropertyOptional({ type: Number, description: 'Año del vehículo del cliente (con vehicleModelId)' })
  @Allow()
  vehicleYear?: unknown;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Con un vehículo: solo productos compatibles con él o de ajuste universal',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  soloCompatibles?: 'true' | 'false';
}
