/** Wire shapes of reviews (storefront spec section 3), Spanish field names. */

export interface ReplyResponse {
  id: number;
  resenaId: number;
  nombreUsuario: string;
  comentario: string;
  /** Same ISO instant as fechaCreacion (the SPA reads either). */
  date: string;
  fechaCreacion: string;
  esAdmin: boolean;
}

export interface ReviewResponse {
  id: number;
  productoId: number;
  nombreUsuario: string;
  calificacion: number;
  comentario: string;
  fechaCreacion: string;
  date: string;
  /** Oldest first. */
  respuestas: ReplyResponse[];
}
