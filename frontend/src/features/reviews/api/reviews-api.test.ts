import { describe, expect, it } from 'vitest';

import { toReview } from '@/features/reviews/api/reviews-api';
import { reviewsFixture } from '@/testing/mocks/handlers/reviews';

describe('review wire → view mapper', () => {
  it('maps a review with its replies and the admin flag', () => {
    expect(toReview(reviewsFixture[0])).toEqual({
      id: 31,
      productId: 7,
      userName: 'Camila Rojas',
      rating: 5,
      comment: 'Llegaron al día siguiente y calzaron perfecto.',
      date: '2025-01-15T17:30:00.000Z',
      replies: [
        {
          id: 41,
          reviewId: 31,
          userName: 'Repuestos',
          comment: '¡Gracias por tu compra, Camila!',
          date: '2025-01-16T13:00:00.000Z',
          isAdmin: true,
        },
        {
          id: 42,
          reviewId: 31,
          userName: 'Pedro',
          comment: 'Confirmo, muy buenas.',
          date: '2025-01-17T13:00:00.000Z',
          isAdmin: false,
        },
      ],
    });
  });

  it('falls back to fechaCreacion and tolerates missing replies and string ratings', () => {
    expect(
      toReview({
        id: 1,
        productoId: 2,
        nombreUsuario: 'Ana',
        calificacion: '4',
        comentario: 'Bien',
        fechaCreacion: '2025-03-01T10:00:00.000Z',
      }),
    ).toMatchObject({ rating: 4, date: '2025-03-01T10:00:00.000Z', replies: [] });
  });
});
