import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { MAX_DATABASE_ID } from '../../../core/validation/database-id.pipe';
import { MAX_VEHICLE_YEAR, MIN_VEHICLE_YEAR } from '../../catalog';
import { MAX_MERGED_VEHICLES } from '../vehicles.constants';

/** A vehicle to keep: a model (GET /vehicles/brands/{id}/models) in one of its years. */
export class GarageVehicleDto {
  @ApiProperty({ example: 12 })
  @IsInt()
  @Min(1)
  @Max(MAX_DATABASE_ID)
  modelId: number;

  @ApiProperty({ example: 2012, description: 'Uno de los años de GET /vehicles/models/{id}/years' })
  @IsInt()
  @Min(MIN_VEHICLE_YEAR)
  @Max(MAX_VEHICLE_YEAR)
  year: number;
}

/** The guest's garage (local storage), merged into the account on login. */
export class MergeGarageDto {
  @ApiProperty({ type: [GarageVehicleDto], maxItems: MAX_MERGED_VEHICLES })
  @IsArray()
  @ArrayMaxSize(MAX_MERGED_VEHICLES)
  @ValidateNested({ each: true })
  @Type(() => GarageVehicleDto)
  vehicles: GarageVehicleDto[];
}
