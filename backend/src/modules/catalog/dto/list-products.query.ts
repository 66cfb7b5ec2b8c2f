import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { stacked } from '../../../core/validation/stacked';
import { MAX_ID } from '../catalog.constants';
import { ProductPageQuery, SearchText } from './product-page.query';

/** An optional id filter: a positive PostgreSQL integer. */
const OptionalIdParam = () =>
  stacked(
    ApiPropertyOptional(),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_ID),
  );

export class ListProductsQuery extends ProductPageQuery {
  @ApiPropertyOptional({ description: 'Título, SKU o código OEM (mismo motor que /products/search)' })
  @IsOptional()
  @IsString()
  @SearchText()
  search?: string;

  @OptionalIdParam()
  categoryId?: number;

  @OptionalIdParam()
  subcategoryId?: number;

  @OptionalIdParam()
  subSubcategoryId?: number;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'Solo productos en oferta (precio de oferta menor que el precio); sin otro orden, el mayor descuento primero',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  onSale?: 'true' | 'false';
}
