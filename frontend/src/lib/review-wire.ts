import type { ReviewReply } from '@/types/review';

// ---------------------------------------------------------------------------
// Wire shapes of a review and a reply (storefront.md section 3, Review and Reply), as the storefront's and the admin's
// review lists send them: the only place their Spanish field names appear. The admin list adds its own fields.
// ---------------------------------------------------------------------------

export type ReviewReplyWire = {
  id: number;
  resenaId: number;
  nombreUsuario: string;
  comentario: string;
  date?: string | null;
  fechaCreacion?: string | null;
  esAdmin?: boolean | null;
};

export type ReviewWire = {
  id: number;
  productoId: number;
  nombreUsuario: string;
  calificacion: number | string;
  comentario: string;
  date?: string | null;
  fechaCreacion?: string | null;
  respuestas?: ReviewReplyWire[] | null;
};

export function toReviewReply(wire: ReviewReplyWire): ReviewReply {
  return {
    id: wire.id,
    reviewId: wire.resenaId,
    userName: wire.nombreUsuario,
    comment: wire.comentario,
    date: wire.date ?? wire.fechaCreacion ?? '',
    isAdmin: wire.esAdmin === true,
  };
}
