import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DEFAULT_SUGGESTIONS_LIMIT, MAX_SUGGESTIONS_LIMIT } from '../catalog.constants';
import { SearchText } from './product-page.query';
import { VehicleFitQuery } from './vehicle-fit.query';

export class SuggestionsQuery extends VehicleFitQuery {
  @ApiPropertyOptional({ description: 'Texto escrito hasta ahora; con menos de 2 caracteres la respuesta es []' })
  @IsOptional()
  @IsString()
  @SearchText()
  q: string = '';

  @ApiPropertyOptional({ default: DEFAULT_SUGGESTIONS_LIMIT, maximum: MAX_SUGGESTIONS_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_SUGGESTIONS_LIMIT)
  limit: number = DEFAULT_SUGGESTIONS_LIMIT;
}
