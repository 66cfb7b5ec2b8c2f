import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_ID } from '../catalog.constants';
import { ProductPageQuery, SearchText } from './product-page.query';

export class ListProductsQuery extends ProductPageQuery {
  @ApiPropertyOptional({ description: 'Título, SKU o código OEM (mismo motor que /products/search)' })
  @IsOptional()
  @IsString()
  @SearchText()
  search?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  categoryId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  subcategoryId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
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
