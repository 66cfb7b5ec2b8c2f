import { PipeTransform } from '@nestjs/common';
import { MAX_ID } from '../catalog/catalog.constants';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';

/**
 * A positive PostgreSQL integer, otherwise 400 with the given error ('ID de reseña inválido' by
 * default, 'ID de respuesta inválido' for reply ids).
 */
export class ReviewIdPipe implements PipeTransform<string, number> {
  constructor(
    private readonly invalid:
      ReviewsErrorCode.InvalidReviewId | ReviewsErrorCode.InvalidReplyId = ReviewsErrorCode.InvalidReviewId,
  ) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw new ReviewsError(this.invalid);
    return id;
  }
}
