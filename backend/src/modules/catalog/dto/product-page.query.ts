import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { MAX_PAGE, PositiveWholeParam } from '../../../core/validation/paging';
import {
  BRAND_PAGE_LIMIT,
  DEFAULT_PAGE_LIMIT,
  DEFAULT_PRODUCT_SORT,
  MAX_PAGE_LIMIT,
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
  type ProductSort,
} from '../catalog.constants';
import { VehicleFitQuery } from './vehicle-fit.query';

/** Search text as typed, cut at MAX_SEARCH_LENGTH characters (a pasted paragraph is not an error). */
export const SearchText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.slice(0, MAX_SEARCH_LENGTH) : value));

/** page, limit and sort of every product list, and the shopper's vehicle. */
export class ProductPageQuery extends VehicleFitQuery {
  @PositiveWholeParam(1, MAX_PAGE)
  page: number = 1;

  @PositiveWholeParam(DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT)
  limit: number = DEFAULT_PAGE_LIMIT;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: DEFAULT_PRODUCT_SORT })
  @IsOptional()
  @IsIn(PRODUCT_SORTS)
  sort: ProductSort = DEFAULT_PRODUCT_SORT;
}

/** The brand page shows 12 products per page. */
export class BrandProductsQuery extends ProductPageQuery {
  @PositiveWholeParam(BRAND_PAGE_LIMIT, MAX_PAGE_LIMIT)
  override limit: number = BRAND_PAGE_LIMIT;
}

export class SearchProductsQuery extends ProductPageQuery {
  @ApiPropertyOptional({ description: 'Título, SKU, código OEM o código alternativo; al menos 2 caracteres' })
  @IsOptional()
  @IsString()
  @SearchText()
  q: string = '';
}
