import { PipeTransform } from '@nestjs/common';
import { MAX_ID } from '../catalog/catalog.constants';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';

/** A positive PostgreSQL integer, otherwise 400 'ID de reseña inválido'. */
export class ReviewIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw new ReviewsError(ReviewsErrorCode.InvalidReviewId);
    return id;
  }
}
