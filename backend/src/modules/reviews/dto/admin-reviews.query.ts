import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { toPlainLine } from '../plain-text';
import {
  ADMIN_REVIEWS_MAX_FILTER_LENGTH,
  ADMIN_REVIEWS_MAX_PAGE,
  ADMIN_REVIEWS_MAX_PAGE_SIZE,
  ADMIN_REVIEWS_PAGE_SIZE,
} from '../reviews.constants';
import { pageMessages, PositiveWholeParam } from '../../../core/validation/paging';

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** One line without control characters (a NUL would make PostgreSQL fail), cut at the longest filter. */
const FilterText = () =>
  Transform(({ value }: { value: unknown }) => {
    const line = toPlainLine(value);
    return typeof line === 'string' ? line.slice(0, ADMIN_REVIEWS_MAX_FILTER_LENGTH) : line;
  });

export class AdminReviewsQuery {
  @PositiveWholeParam(1, ADMIN_REVIEWS_MAX_PAGE, pageMessages(ADMIN_REVIEWS_MAX_PAGE))
  page: number = 1;

  @PositiveWholeParam(ADMIN_REVIEWS_PAGE_SIZE, ADMIN_REVIEWS_MAX_PAGE_SIZE, {
    notWhole: 'El tamaño de página debe ser un número entero',
    tooSmall: 'El tamaño de página debe ser 1 o mayor',
    tooLarge: `El tamaño de página no puede ser mayor que ${ADMIN_REVIEWS_MAX_PAGE_SIZE}`,
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
