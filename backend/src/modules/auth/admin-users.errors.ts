import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum AdminUsersErrorCode {
  UserNotFound = 'USER_NOT_FOUND',
  LastActiveAdmin = 'LAST_ACTIVE_ADMIN',
}

const MESSAGES: Record<AdminUsersErrorCode, string> = {
  [AdminUsersErrorCode.UserNotFound]: 'Usuario no encontrado',
  [AdminUsersErrorCode.LastActiveAdmin]:
    'Debe quedar al menos un administrador activo: no se puede quitar el rol ni deshabilitar al último',
};

const STATUS: Record<AdminUsersErrorCode, HttpStatus> = {
  [AdminUsersErrorCode.UserNotFound]: HttpStatus.NOT_FOUND,
  [AdminUsersErrorCode.LastActiveAdmin]: HttpStatus.CONFLICT,
};

export class AdminUsersError extends domainErrorClass(STATUS, MESSAGES) {}

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
