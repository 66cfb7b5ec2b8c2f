import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { SearchText } from './product-page.query';

export class ModelSearchQuery {
  @ApiPropertyOptional({ description: 'Al menos 2 caracteres' })
  @IsOptional()
  @IsString()
  @SearchText()
  q: string = '';
}
