import type { AuthProvider } from '../../core/auth/auth-provider.enum';
import type { SessionUser } from '../../core/auth/session-user';
import type { UserRole } from '../../core/auth/user-role.enum';

/** The user on the wire (storefront spec §3 plus the role); never the password hash or Google id. */
export interface UserResponse {
  id: number;
  email: string;
  nombre: string;
  fotoPerfil: string | null;
  proveedorAuth: AuthProvider;
  rol: UserRole;
}

export interface SessionResponse {
  success: true;
  token: string;
  user: UserResponse;
}

/** The only place account fields get their Spanish wire names. */
export function toUserResponse(user: SessionUser): UserResponse {
  return {
    id: user.id,
    email: user.email,
    nombre: user.name,
    fotoPerfil: user.profilePicture,
    proveedorAuth: user.authProvider,
    rol: user.role,
  };
}
