// Texts of /admin/users, in one place so the page and its tests agree.

import type { AuthProvider } from '@/types/user';

const RETRY_HINT = 'Por favor, inténtalo de nuevo.';

export const ADMIN_USERS_MESSAGES = {
  title: 'Usuarios',
  subtitle: 'Cuentas de clientes y del equipo: da o quita el rol de administrador y deshabilita cuentas.',
  loadFailed: `Error al cargar los usuarios. ${RETRY_HINT}`,
  loading: 'Cargando usuarios…',
  emptyTitle: 'No hay usuarios',
  emptyAll: 'Las cuentas que se registren en la tienda aparecerán aquí.',
  emptyFiltered: 'Ninguna cuenta coincide con la búsqueda o el filtro elegido.',
  promoted: (name: string) => `${name} ahora es administrador.`,
  demoted: (name: string) => `${name} ya no es administrador.`,
  disabled: (name: string) => `Cuenta de ${name} deshabilitada: sus sesiones se cerraron.`,
  enabled: (name: string) => `Cuenta de ${name} habilitada.`,
  changeFailed: `No se pudo guardar el cambio. ${RETRY_HINT}`,
  you: 'Tú',
} as const;

export const ROLE_LABELS = { ADMIN: 'Administrador', CUSTOMER: 'Cliente' } as const;
export const PROVIDER_LABELS = { EMAIL: 'Email', GOOGLE: 'Google' } as const;

/** What each action asks before it runs: title, question, the consequence and the confirm button. */
export type UserAction = 'promote' | 'demote' | 'disable' | 'enable';

/**
 * Administrators sign in with email and password only (the API refuses Google sign-in for them): a Google account
 * keeps its current session but needs a password of its own to sign in again.
 */
const GOOGLE_ADMIN_HINT =
  'Esta cuenta entra con Google y los administradores solo pueden entrar con email y contraseña: deberá crear una contraseña desde su cuenta para volver a iniciar sesión.';

export function confirmation(action: UserAction, name: string, email: string, provider: AuthProvider) {
  const who = `${name} (${email})`;
  switch (action) {
    case 'promote':
      return {
        title: 'Dar rol de administrador',
        question: `¿Quieres que ${who} sea administrador?`,
        warning:
          provider === 'GOOGLE'
            ? `Podrá entrar al panel de administración y cambiar productos, pedidos y cuentas. ${GOOGLE_ADMIN_HINT}`
            : 'Podrá entrar al panel de administración y cambiar productos, pedidos y cuentas.',
        confirmLabel: 'Hacer administrador',
        busyLabel: 'Guardando…',
      };
    case 'demote':
      return {
        title: 'Quitar rol de administrador',
        question: `¿Quieres quitarle el rol de administrador a ${who}?`,
        warning: 'Perderá el acceso al panel de administración en su próxima acción.',
        confirmLabel: 'Quitar rol',
        busyLabel: 'Guardando…',
      };
    case 'disable':
      return {
        title: 'Deshabilitar cuenta',
        question: `¿Quieres deshabilitar la cuenta de ${who}?`,
        warning: 'Sus sesiones se cerrarán al instante y no podrá iniciar sesión hasta que la habilites.',
        confirmLabel: 'Deshabilitar',
        busyLabel: 'Deshabilitando…',
      };
    case 'enable':
      return {
        title: 'Habilitar cuenta',
        question: `¿Quieres volver a habilitar la cuenta de ${who}?`,
        warning: 'Podrá iniciar sesión de nuevo.',
        confirmLabel: 'Habilitar',
        busyLabel: 'Habilitando…',
      };
  }
}
