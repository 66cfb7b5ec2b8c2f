import { AdminUsersPage } from '@/features/admin-users/components/admin-users-page';

/** /admin/users: staff accounts (roles and disabled accounts). */
export function UsersRoute() {
  return <AdminUsersPage />;
}
