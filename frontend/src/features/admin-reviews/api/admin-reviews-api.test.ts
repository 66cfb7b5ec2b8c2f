import { describe, expect, it } from 'vitest';

import { toAdminReview, toAdminReviewsPage, type AdminReviewWire } from './admin-reviews-api';

const wire: AdminReviewWire = {
  id: 5,
  productoId: 7,
  nombreUsuario: 'Ana',
  calificacion: '4',
  comentario: 'Bien',
  fechaCreacion: '2025-03-20T14:30:00.000Z',
  oculta: true,
  producto: { id: 7, titulo: 'Filtro', sku: 'FA-100', calificacion: { puntuacion: '4.50', cantidad: 2 } },
  respuestas: [
    {
      id: 9,
      resenaId: 5,
      nombreUsuario: 'Admin',
      comentario: 'Gracias',
      date: '2025-03-21T10:00:00.000Z',
      esAdmin: true,
    },
  ],
};

describe('admin reviews api mappers', () => {
  it('maps the wire review, numbers sent as text included', () => {
    expect(toAdminReview(wire)).toEqual({
      id: 5,
      userName: 'Ana',
      rating: 4,
      comment: 'Bien',
      date: '2025-03-20T14:30:00.000Z',
      hidden: true,
      product: { id: 7, title: 'Filtro', sku: 'FA-100', ratingAverage: 4.5, ratingCount: 2 },
      replies: [
        {
          id: 9,
          reviewId: 5,
          userName: 'Admin',
          comment: 'Gracias',
          date: '2025-03-21T10:00:00.000Z',
          isAdmin: true,
          hidden: false,
        },
      ],
    });
  });

  it('fills what a sparse answer leaves out', () => {
    const review = toAdminReview({ ...wire, oculta: null, producto: null, respuestas: null, calificacion: 'x' });
    expect(review).toMatchObject({
      hidden: false,
      rating: 0,
      replies: [],
      product: { id: 7, title: 'Producto #7', sku: '', ratingAverage: 0, ratingCount: 0 },
    });
    expect(toAdminReviewsPage({ success: true, reviews: [], pagination: undefined as never })).toEqual({
      reviews: [],
      currentPage: 1,
      totalPages: 0,
      total: 0,
      pageSize: 10,
    });
  });
});
