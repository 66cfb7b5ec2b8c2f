import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_PAGE } from '../../../core/validation/paging';
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
  @ApiPropertyOptional({ default: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page: number = 1;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_LIMIT, maximum: MAX_PAGE_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  limit: number = DEFAULT_PAGE_LIMIT;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: DEFAULT_PRODUCT_SORT })
  @IsOptional()
  @IsIn(PRODUCT_SORTS)
  sort: ProductSort = DEFAULT_PRODUCT_SORT;
}

/** The brand page shows 12 products per page. */
export class BrandProductsQuery extends ProductPageQuery {
  @ApiPropertyOptional({ default: BRAND_PAGE_LIMIT, maximum: MAX_PAGE_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  override limit: number = BRAND_PAGE_LIMIT;
}

export class SearchProductsQuery extends ProductPageQuery {
  @ApiPropertyOptional({ description: 'Título, SKU, código OEM o código alternativo; al menos 2 caracteres' })
  @IsOptional()
  @IsString()
  @SearchText()
  q: string = '';
}
