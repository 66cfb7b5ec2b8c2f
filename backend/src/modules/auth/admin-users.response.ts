import type { AuthProvider } from '../../core/auth/auth-provider.enum';
import type { UserRole } from '../../core/auth/user-role.enum';
import type { User } from './user.entity';

/** An account as the admin 'Usuarios' page shows it; never the password hash, Google id or session version. */
export interface AdminUserResponse {
  id: number;
  email: string;
  nombre: string;
  rol: UserRole;
  proveedorAuth: AuthProvider;
  fechaCreacion: string;
  deshabilitada: boolean;
  fechaDeshabilitacion: string | null;
}

export type AdminUserRow = Pick<User, 'id' | 'email' | 'name' | 'role' | 'authProvider' | 'createdAt' | 'disabledAt'>;

export const ADMIN_USER_COLUMNS = {
  id: true,
  email: true,
  name: true,
  role: true,
  authProvider: true,
  createdAt: true,
  disabledAt: true,
} as const satisfies Record<keyof AdminUserRow, true>;

export function toAdminUserResponse(user: AdminUserRow): AdminUserResponse {
  return {
    id: user.id,
    email: user.email,
    nombre: user.name,
    rol: user.role,
    proveedorAuth: user.authProvider,
    fechaCreacion: user.createdAt.toISOString(),
    deshabilitada: user.disabledAt !== null,
    fechaDeshabilitacion: user.disabledAt?.toISOString() ?? null,
  };
}
