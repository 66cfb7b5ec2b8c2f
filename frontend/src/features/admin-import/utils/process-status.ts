/** Status label of an import in the active-process list (admin.md 4.4). */
export function processStatusLabel(status: string): string {
  switch (status) {
    case 'running':
      return 'En curso';
    case 'completed':
      return 'Completado';
    case 'error':
      return 'Error';
    default:
      return 'Desconocido';
  }
}

/** Colour of the status badge. */
export function processStatusTone(status: string): 'info' | 'success' | 'danger' | 'neutral' {
  switch (status) {
    case 'running':
      return 'info';
    case 'completed':
      return 'success';
    case 'error':
      return 'danger';
    default:
      return 'neutral';
  }
}
