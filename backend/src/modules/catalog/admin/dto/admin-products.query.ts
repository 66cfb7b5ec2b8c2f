import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PAGE, PositiveWholeParam } from '../../../../core/validation/paging';
import { MAX_SEARCH_LENGTH } from '../../catalog.constants';
import { ADMIN_PRODUCTS_MAX_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE } from '../catalog-admin.constants';
import { QueryId } from './form-values';

/** GET /admin/products: the dashboard's products tab, newest first. */
export class AdminProductsQuery {
  @PositiveWholeParam(1, MAX_PAGE)
  page = 1;

  @PositiveWholeParam(ADMIN_PRODUCTS_PAGE_SIZE, ADMIN_PRODUCTS_MAX_PAGE_SIZE)
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
