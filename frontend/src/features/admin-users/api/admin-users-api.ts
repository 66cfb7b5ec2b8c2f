import { ADMIN_USERS_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api';
import { toListPage, type ListPaginationWire } from '@/lib/wire';
import type { ListPage } from '@/types/pagination';
import type { AuthProvider, UserRole } from '@/types/user';

// ---------------------------------------------------------------------------
// Wire shapes of /admin/users (the backend's AdminUserResponse): the only place they appear.
// ---------------------------------------------------------------------------

export type AdminUserWire = {
  id: number;
  email: string;
  nombre: string;
  rol: UserRole;
  proveedorAuth: AuthProvider;
  fechaCreacion: string;
  deshabilitada: boolean;
  fechaDeshabilitacion: string | null;
};

export type AdminUsersResponseWire = {
  success: boolean;
  message?: string;
  users: AdminUserWire[];
  pagination: ListPaginationWire<'users'>;
};

type AdminUserChangeWire = { success: boolean; message: string; user: AdminUserWire };

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

export type AdminUser = {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  provider: AuthProvider;
  createdAt: string;
  disabled: boolean;
  disabledAt: string | null;
};

export type AdminUsersPage = ListPage & { users: AdminUser[] };

export type AdminUserRoleFilter = 'all' | UserRole;

export type AdminUsersArgs = { page: number; search: string; role: AdminUserRoleFilter };

function toAdminUser(wire: AdminUserWire): AdminUser {
  return {
    id: wire.id,
    email: wire.email,
    name: wire.nombre,
    role: wire.rol,
    provider: wire.proveedorAuth,
    createdAt: wire.fechaCreacion,
    disabled: wire.deshabilitada === true,
    disabledAt: wire.fechaDeshabilitacion ?? null,
  };
}

function toAdminUsersPage(wire: AdminUsersResponseWire): AdminUsersPage {
  return {
    users: Array.isArray(wire.users) ? wire.users.map(toAdminUser) : [],
    ...toListPage(wire.pagination, 'users', ADMIN_USERS_PAGE_SIZE),
  };
}

const ADMIN_LIST = { type: 'User' as const, id: 'ADMIN_LIST' };

export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUsersPage, AdminUsersArgs>({
      query: ({ page, search, role }) => ({
        url: '/admin/users',
        params: { page, ...(role !== 'all' ? { rol: role } : {}), ...(search ? { search } : {}) },
      }),
      transformResponse: toAdminUsersPage,
      providesTags: [ADMIN_LIST],
    }),
    setUserRole: build.mutation<AdminUser, { id: number; role: UserRole }>({
      query: ({ id, role }) => ({ url: `/admin/users/${id}/role`, method: 'PUT', body: { rol: role } }),
      transformResponse: (wire: AdminUserChangeWire) => toAdminUser(wire.user),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST]),
    }),
    setUserDisabled: build.mutation<AdminUser, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/admin/users/${id}/status`,
        method: 'PUT',
        body: { deshabilitada: disabled },
      }),
      transformResponse: (wire: AdminUserChangeWire) => toAdminUser(wire.user),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST]),
    }),
  }),
});

export const { useGetAdminUsersQuery, useSetUserRoleMutation, useSetUserDisabledMutation } = adminUsersApi;
