import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE } from '../../../../core/validation/paging';
import { MAX_SEARCH_LENGTH } from '../../catalog.constants';
import { ADMIN_PRODUCTS_MAX_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE } from '../catalog-admin.constants';
import { QueryId } from './form-values';

/** GET /admin/products: the dashboard's products tab, newest first. */
export class AdminProductsQuery {
  @ApiPropertyOptional({ default: 1, maximum: MAX_PAGE })
  @Type(() => Number)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page = 1;

  @ApiPropertyOptional({ default: ADMIN_PRODUCTS_PAGE_SIZE, maximum: ADMIN_PRODUCTS_MAX_PAGE_SIZE })
  @Type(() => Number)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ADMIN_PRODUCTS_MAX_PAGE_SIZE)
  limit = ADMIN_PRODUCTS_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'Título, SKU u OEM (sin distinguir mayúsculas ni acentos)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string;

  @ApiPropertyOptional()
  @QueryId()
  categoryId?: number | null;

  @ApiPropertyOptional()
  @QueryId()
  subcategoryId?: number | null;

  @ApiPropertyOptional()
  @QueryId()
  subSubcategoryId?: number | null;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Solo productos en oferta (precio de oferta menor que el precio)',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  onSale?: 'true' | 'false';
}
