import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

export const [AdminUsersError, AdminUsersErrorCode] = domainErrors('AdminUsersError', {
  UserNotFound: ['USER_NOT_FOUND', 'Usuario no encontrado', HttpStatus.NOT_FOUND],
  LastActiveAdmin: [
    'LAST_ACTIVE_ADMIN',
    'Debe quedar al menos un administrador activo: no se puede quitar el rol ni deshabilitar al último',
    HttpStatus.CONFLICT,
  ],
});

/** Success messages of the /admin/users calls. */
export const ADMIN_USERS_MESSAGES = {
  listed: 'Usuarios obtenidos',
  empty: 'No hay usuarios',
  promoted: 'El usuario ahora es administrador',
  demoted: 'El usuario ya no es administrador',
  disabled: 'Cuenta deshabilitada; sus sesiones se cerraron',
  enabled: 'Cuenta habilitada',
  unchanged: 'Sin cambios',
} as const;
