import { http, HttpResponse } from 'msw';

import type { AdminUserWire } from '@/features/admin-users/api/admin-users-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { adminFixture, requireAdmin } from '@/testing/mocks/handlers/auth';

// /admin/users with the server's rules (backend AdminUsersService): newest first, 20 per page, search in email and
// name, role filter, ADMIN role required, and the last active administrator can neither lose the role nor be
// disabled (409). Kept in memory per test.

const PAGE_SIZE = 20;
const LAST_ADMIN = 'Debe quedar al menos un administrador activo: no se puede quitar el rol ni deshabilitar al último';

const NEWEST = Date.parse('2025-03-20T14:30:00.000Z');
const at = (daysAgo: number) => new Date(NEWEST - daysAgo * 86_400_000).toISOString();

function account(id: number, nombre: string, email: string, daysAgo: number, extra: Partial<AdminUserWire> = {}) {
  return {
    id,
    email,
    nombre,
    rol: 'CUSTOMER' as const,
    proveedorAuth: 'EMAIL' as const,
    fechaCreacion: at(daysAgo),
    deshabilitada: false,
    fechaDeshabilitacion: null,
    ...extra,
  };
}

/** 27 accounts: the signed-in administrator (the only one), two named customers, and 24 more for paging. */
function freshUsers(): AdminUserWire[] {
  const users: AdminUserWire[] = [
    account(40, 'Camila Rojas', 'camila@gmail.com', 0, { proveedorAuth: 'GOOGLE' }),
    account(39, 'Jorge Díaz', 'jorge@taller.cl', 1, {
      deshabilitada: true,
      fechaDeshabilitacion: at(0),
    }),
  ];
  for (let n = 0; n < 24; n += 1) {
    const id = 38 - n;
    users.push(account(id, `Cliente ${id}`, `cliente${id}@example.cl`, 2 + n));
  }
  users.push(account(Number(adminFixture.id), adminFixture.nombre, adminFixture.email, 400, { rol: 'ADMIN' }));
  return users;
}

let users = freshUsers();

export function resetAdminUsers() {
  users = freshUsers();
}

/** The stored account, for asserting what a change left behind. */
export function storedUser(id: number): AdminUserWire | undefined {
  return users.find((user) => user.id === id);
}

const isLastActiveAdmin = (user: AdminUserWire) =>
  user.rol === 'ADMIN' &&
  !user.deshabilitada &&
  !users.some((other) => other.id !== user.id && other.rol === 'ADMIN' && !other.deshabilitada);

export const adminUsersHandlers = [
  http.get(apiUrl('/admin/users'), ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const search = (params.get('search') ?? '').toLowerCase();
    const role = params.get('rol') ?? 'all';
    const matches = users.filter(
      (user) =>
        (role === 'all' || user.rol === role) &&
        (!search || user.email.toLowerCase().includes(search) || user.nombre.toLowerCase().includes(search)),
    );
    const totalPages = Math.ceil(matches.length / PAGE_SIZE);
    return HttpResponse.json({
      success: true,
      message: matches.length ? 'Usuarios obtenidos' : 'No hay usuarios',
      users: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      pagination: {
        currentPage: page,
        totalPages,
        totalUsers: matches.length,
        usersPerPage: PAGE_SIZE,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
    });
  }),

  http.put(apiUrl('/admin/users/:id/role'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const user = users.find((item) => item.id === Number(params.id));
    if (!user) return fail(404, 'Usuario no encontrado');
    const { rol } = (await request.json()) as { rol: unknown };
    if (rol !== 'ADMIN' && rol !== 'CUSTOMER') {
      return fail(400, 'Los datos enviados no son válidos', ['El rol debe ser CUSTOMER o ADMIN']);
    }
    if (rol === 'CUSTOMER' && isLastActiveAdmin(user)) return fail(409, LAST_ADMIN);
    user.rol = rol;
    return HttpResponse.json({ success: true, message: 'Rol actualizado', user });
  }),

  http.put(apiUrl('/admin/users/:id/status'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const user = users.find((item) => item.id === Number(params.id));
    if (!user) return fail(404, 'Usuario no encontrado');
    const { deshabilitada } = (await request.json()) as { deshabilitada: unknown };
    if (typeof deshabilitada !== 'boolean') {
      return fail(400, 'Los datos enviados no son válidos', ['El estado de la cuenta debe ser verdadero o falso']);
    }
    if (deshabilitada && isLastActiveAdmin(user)) return fail(409, LAST_ADMIN);
    user.deshabilitada = deshabilitada;
    user.fechaDeshabilitacion = deshabilitada ? new Date(NEWEST).toISOString() : null;
    return HttpResponse.json({ success: true, message: 'Estado actualizado', user });
  }),
];
