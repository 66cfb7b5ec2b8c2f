import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { DEFAULT_SUGGESTIONS_LIMIT, MAX_SUGGESTIONS_LIMIT } from '../catalog.constants';
import { SearchText } from './product-page.query';
import { VehicleFitQuery } from './vehicle-fit.query';
import { PositiveWholeParam } from '../../../core/validation/paging';

export class SuggestionsQuery extends VehicleFitQuery {
  @ApiPropertyOptional({ description: 'Texto escrito hasta ahora; con menos de 2 caracteres la respuesta es []' })
  @IsOptional()
  @IsString()
  @SearchText()
  q: string = '';

  @PositiveWholeParam(DEFAULT_SUGGESTIONS_LIMIT, MAX_SUGGESTIONS_LIMIT)
  limit: number = DEFAULT_SUGGESTIONS_LIMIT;
}
