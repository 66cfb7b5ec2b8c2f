import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum ReviewsErrorCode {
  InvalidReviewId = 'INVALID_REVIEW_ID',
  InvalidReplyId = 'INVALID_REPLY_ID',
  ReviewNotFound = 'REVIEW_NOT_FOUND',
  ReplyNotFound = 'REPLY_NOT_FOUND',
  ReservedName = 'RESERVED_NAME',
}

export const REVIEWS_MESSAGES: Record<ReviewsErrorCode, string> = {
  [ReviewsErrorCode.InvalidReviewId]: 'ID de reseña inválido',
  [ReviewsErrorCode.InvalidReplyId]: 'ID de respuesta inválido',
  [ReviewsErrorCode.ReviewNotFound]: 'Reseña no encontrada',
  [ReviewsErrorCode.ReplyNotFound]: 'Respuesta no encontrada',
  [ReviewsErrorCode.ReservedName]: 'Ese nombre está reservado para la tienda. Escribe tu propio nombre.',
};

const STATUS: Record<ReviewsErrorCode, HttpStatus> = {
  [ReviewsErrorCode.InvalidReviewId]: HttpStatus.BAD_REQUEST,
  [ReviewsErrorCode.InvalidReplyId]: HttpStatus.BAD_REQUEST,
  [ReviewsErrorCode.ReviewNotFound]: HttpStatus.NOT_FOUND,
  [ReviewsErrorCode.ReplyNotFound]: HttpStatus.NOT_FOUND,
  [ReviewsErrorCode.ReservedName]: HttpStatus.BAD_REQUEST,
};

export class ReviewsError extends domainErrorClass(STATUS, REVIEWS_MESSAGES) {}
