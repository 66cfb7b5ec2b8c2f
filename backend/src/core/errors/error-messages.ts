/** User-facing Spanish messages shared by the whole API (module-specific ones live next to each module's errors). */
export const COMMON_MESSAGES = {
  validation: 'Los datos enviados no son válidos',
  unauthorized: 'No autorizado',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  conflict: 'Conflicto con el estado actual del recurso',
  payloadTooLarge: 'El archivo o la solicitud es demasiado grande',
  tooManyRequests: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.',
  internal: 'Error interno del servidor. Por favor, inténtalo de nuevo más tarde.',
  serviceUnavailable: 'Servicio no disponible temporalmente',
} as const;
