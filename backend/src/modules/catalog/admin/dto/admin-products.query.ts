import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagedQuery, SearchParam } from '../../../../core/validation/paging';
import { MAX_SEARCH_LENGTH } from '../../catalog.constants';
import { ADMIN_PRODUCTS_MAX_PAGE_SIZE, ADMIN_PRODUCTS_PAGE_SIZE } from '../catalog-admin.constants';
import { QueryId } from './form-values';

/** GET /admin/products: the dashboard's products tab, newest first. */
export class AdminProductsQuery extends PagedQuery(ADMIN_PRODUCTS_PAGE_SIZE, ADMIN_PRODUCTS_MAX_PAGE_SIZE) {
  @SearchParam('Título, SKU u OEM (sin distinguir mayúsculas ni acentos)', MAX_SEARCH_LENGTH)
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
