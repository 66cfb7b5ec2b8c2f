import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { SearchText } from './product-page.query';
import { VehicleFitQuery } from './vehicle-fit.query';

export class ModelSearchQuery extends VehicleFitQuery {
  @ApiPropertyOptional({ description: 'Al menos 2 caracteres' })
  @IsOptional()
  @IsString()
  @SearchText()
  q: string = '';
}
