import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';

export enum ReviewsErrorCode {
  InvalidReviewId = 'INVALID_REVIEW_ID',
  ReviewNotFound = 'REVIEW_NOT_FOUND',
}

export const REVIEWS_MESSAGES: Record<ReviewsErrorCode, string> = {
  [ReviewsErrorCode.InvalidReviewId]: 'ID de reseña inválido',
  [ReviewsErrorCode.ReviewNotFound]: 'Reseña no encontrada',
};

const STATUS: Record<ReviewsErrorCode, HttpStatus> = {
  [ReviewsErrorCode.InvalidReviewId]: HttpStatus.BAD_REQUEST,
  [ReviewsErrorCode.ReviewNotFound]: HttpStatus.NOT_FOUND,
};

export class ReviewsError extends DomainError {
  constructor(code: ReviewsErrorCode) {
    super(code, STATUS[code], REVIEWS_MESSAGES[code]);
  }
}
