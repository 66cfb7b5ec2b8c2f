import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

export const [ReviewsError, ReviewsErrorCode] = domainErrors('ReviewsError', {
  InvalidReviewId: ['INVALID_REVIEW_ID', 'ID de reseña inválido'],
  InvalidReplyId: ['INVALID_REPLY_ID', 'ID de respuesta inválido'],
  ReviewNotFound: ['REVIEW_NOT_FOUND', 'Reseña no encontrada', HttpStatus.NOT_FOUND],
  ReplyNotFound: ['REPLY_NOT_FOUND', 'Respuesta no encontrada', HttpStatus.NOT_FOUND],
  ReservedName: ['RESERVED_NAME', 'Ese nombre está reservado para la tienda. Escribe tu propio nombre.'],
});
