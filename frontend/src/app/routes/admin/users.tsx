import { useAppSelector } from '@/app/hooks';
import { AdminUsersPage } from '@/features/admin-users/components/admin-users-page';
import { selectAuthUser } from '@/features/auth/auth-slice';

/** /admin/users: staff accounts (roles and disabled accounts); the signed-in administrator's row says 'Tú'. */
export function UsersRoute() {
  const currentUser = useAppSelector(selectAuthUser);
  return <AdminUsersPage currentUserId={currentUser?.id ?? null} />;
}
