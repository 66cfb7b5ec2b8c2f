/** The password recovery pages' own texts (server messages are shown when the server sends them). */
export const PASSWORD_RESET_TEXTS = {
  requested:
    'Si el email corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  checkSpam: 'El enlace vale por 1 hora. Si no llega en unos minutos, revisa la carpeta de spam o correo no deseado.',
  requestFailed: 'No pudimos enviar el enlace. Inténtalo de nuevo en unos minutos.',
  resetFailed: 'No pudimos actualizar la contraseña. Inténtalo de nuevo.',
  missingToken: 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
  done: 'Tu contraseña fue actualizada y ya iniciaste sesión. Cerramos las sesiones abiertas en otros dispositivos.',
} as const;
