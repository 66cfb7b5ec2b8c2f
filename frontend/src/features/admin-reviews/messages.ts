// Texts of /admin/reviews, in one place so the page and its tests agree.

const RETRY_HINT = 'Por favor, inténtalo de nuevo.';

export const ADMIN_REVIEWS_MESSAGES = {
  title: 'Reseñas',
  subtitle: 'Modera lo que los clientes publican: oculta o elimina reseñas y respuestas.',
  loadFailed: `Error al cargar las reseñas. ${RETRY_HINT}`,
  loading: 'Cargando reseñas…',
  emptyTitle: 'No hay reseñas',
  emptyAll: 'Las reseñas que publiquen los clientes aparecerán aquí.',
  emptyFiltered: 'Ninguna reseña coincide con la búsqueda o los filtros elegidos.',
  irreversible: 'Esta acción no se puede deshacer.',
  hiddenBadge: 'Oculta',
  hiddenHint: 'No se muestra en la tienda ni cuenta en la calificación del producto.',
  reviewHidden: 'Reseña ocultada: ya no aparece en la tienda ni cuenta en la calificación.',
  reviewShown: 'La reseña vuelve a mostrarse en la tienda.',
  reviewDeleted: 'Reseña eliminada correctamente',
  replyHidden: 'Respuesta ocultada: ya no aparece en la tienda.',
  replyShown: 'La respuesta vuelve a mostrarse en la tienda.',
  replyDeleted: 'Respuesta eliminada correctamente',
  reviewHideFailed: `No se pudo ocultar la reseña. ${RETRY_HINT}`,
  reviewShowFailed: `No se pudo mostrar la reseña. ${RETRY_HINT}`,
  reviewDeleteFailed: `Error al eliminar la reseña. ${RETRY_HINT}`,
  replyHideFailed: `No se pudo ocultar la respuesta. ${RETRY_HINT}`,
  replyShowFailed: `No se pudo mostrar la respuesta. ${RETRY_HINT}`,
  replyDeleteFailed: `Error al eliminar la respuesta. ${RETRY_HINT}`,
} as const;

/** '¿Estás seguro de que quieres eliminar la reseña de "Ana" y sus 2 respuestas?' */
export function deleteReviewQuestion(userName: string, replies: number): string {
  const withReplies = replies === 0 ? '' : replies === 1 ? ' y su respuesta' : ` y sus ${replies} respuestas`;
  return `¿Estás seguro de que quieres eliminar la reseña de "${userName}"${withReplies}?`;
}

export function deleteReplyQuestion(userName: string): string {
  return `¿Estás seguro de que quieres eliminar la respuesta de "${userName}"?`;
}
