import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { toPlainLine } from '../plain-text';
import {
  ADMIN_REVIEWS_MAX_FILTER_LENGTH,
  ADMIN_REVIEWS_MAX_PAGE,
  ADMIN_REVIEWS_MAX_PAGE_SIZE,
  ADMIN_REVIEWS_PAGE_SIZE,
} from '../reviews.constants';

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** One line without control characters (a NUL would make PostgreSQL fail), cut at the longest filter. */
const FilterText = () =>
  Transform(({ value }: { value: unknown }) => {
    const line = toPlainLine(value);
    return typeof line === 'string' ? line.slice(0, ADMIN_REVIEWS_MAX_FILTER_LENGTH) : line;
  });

export class AdminReviewsQuery {
  @ApiPropertyOptional({ default: 1, maximum: ADMIN_REVIEWS_MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'La página debe ser un número entero' })
  @Min(1, { message: 'La página debe ser 1 o mayor' })
  @Max(ADMIN_REVIEWS_MAX_PAGE, { message: `La página no puede ser mayor que ${ADMIN_REVIEWS_MAX_PAGE}` })
  page: number = 1;

  @ApiPropertyOptional({ default: ADMIN_REVIEWS_PAGE_SIZE, maximum: ADMIN_REVIEWS_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'El tamaño de página debe ser un número entero' })
  @Min(1, { message: 'El tamaño de página debe ser 1 o mayor' })
  @Max(ADMIN_REVIEWS_MAX_PAGE_SIZE, {
    message: `El tamaño de página no puede ser mayor que ${ADMIN_REVIEWS_MAX_PAGE_SIZE}`,
  })
  limit: number = ADMIN_REVIEWS_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'ID del producto, o parte de su título o SKU' })
  @IsOptional()
  @FilterText()
  @IsString({ message: 'El producto debe ser un texto' })
  product?: string;

  @ApiPropertyOptional({ description: 'Texto en el nombre o el comentario de la reseña o de sus respuestas' })
  @IsOptional()
  @FilterText()
  @IsString({ message: 'La búsqueda debe ser un texto' })
  search?: string;

  @ApiPropertyOptional({ enum: REVIEW_VISIBILITIES, default: 'all' })
  @IsOptional()
  @IsIn(REVIEW_VISIBILITIES, { message: 'La visibilidad debe ser all, visible u hidden' })
  visibility: ReviewVisibility = 'all';
}
