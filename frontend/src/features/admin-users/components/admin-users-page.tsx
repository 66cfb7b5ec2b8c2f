import { listRangeText } from '@/components/admin/admin-list-panel';
import { useChoiceFilter, useSearchFilter } from '@/components/admin/admin-list-filters';
import { AdminListScreen } from '@/components/admin/admin-list-screen';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { UsersIcon } from '@/components/ui/icons';
import { ADMIN_USERS_SEARCH_DEBOUNCE_MS } from '@/config/constants';
import {
  useGetAdminUsersQuery,
  type AdminUserRoleFilter,
  type AdminUsersPage as UsersPage,
} from '@/features/admin-users/api/admin-users-api';
import { useUserActions, type PendingAction } from '@/features/admin-users/hooks/use-user-actions';
import { ADMIN_USERS_MESSAGES as MESSAGES, confirmation } from '@/features/admin-users/messages';
import { useConfirmation } from '@/hooks/use-confirmation';
import { keepPageInRange, useKeyedPage } from '@/hooks/use-keyed-page';
import { pluralize } from '@/utils/format';

import { AdminUsersTable } from './admin-users-table';

import '@/components/admin/admin-ui.css';
import './admin-users.css';

const ROLE_OPTIONS: { value: AdminUserRoleFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'ADMIN', label: 'Administradores' },
  { value: 'CUSTOMER', label: 'Clientes' },
];

/** 'Mostrando 21-40 de 45 usuarios'. */
function rangeText(page: UsersPage): string {
  return listRangeText(page, page.users.length, 'usuario', 'usuarios');
}

/**
 * /admin/users: every account (customers and staff), newest first, searched by email or name and filtered by role,
 * one server page at a time; each one can be made an administrator or lose the role, and be disabled (its sessions
 * end at once) or enabled again, always after a confirmation. The server keeps the last active administrator.
 */
export function AdminUsersPage({ currentUserId }: { currentUserId: number | string | null }) {
  const searchFilter = useSearchFilter(ADMIN_USERS_SEARCH_DEBOUNCE_MS);
  const search = searchFilter.text;
  const roleFilter = useChoiceFilter<AdminUserRoleFilter>('all');
  const role = roleFilter.value;
  const [page, goTo] = useKeyedPage(JSON.stringify({ search, role }));
  const filtered = search !== '' || role !== 'all';

  const { currentData, isFetching, isError, refetch } = useGetAdminUsersQuery(
    { page, search, role },
    { refetchOnMountOrArgChange: true },
  );
  const actions = useUserActions();
  const change = useConfirmation((action: PendingAction) => actions.run(action), actions.clearFeedback);
  const pending = change.target;

  keepPageInRange(page, goTo, currentData, isFetching);

  const feedback = pending ? null : actions.feedback;
  const dialog = pending
    ? confirmation(pending.action, pending.user.name, pending.user.email, pending.user.provider)
    : null;

  return (
    <AdminListScreen
      className="admin-users"
      texts={MESSAGES}
      filtered={filtered}
      after={
        <>
          {pending && dialog && (
            <ConfirmDialog
              {...dialog}
              isBusy={actions.busy}
              error={change.error}
              onConfirm={() => void change.confirm()}
              onCancel={change.cancel}
            />
          )}
        </>
      }
      label="Cuentas de usuario"
      query={{ data: currentData, isFetching, isError, refetch }}
      emptyIcon={<UsersIcon size={32} />}
      isEmpty={(data) => data.total === 0}
      skeleton={<AdminUsersTable users={null} currentUserId={null} busy onAction={() => undefined} />}
      count={currentData ? pluralize(currentData.total, 'usuario', 'usuarios') : null}
      feedback={feedback}
      footer={{ range: rangeText, onPageChange: goTo, pagesLabel: 'Páginas de usuarios' }}
      filters={{
        label: 'Buscar usuarios',
        className: 'admin-users__filters',
        search: { label: 'Buscar usuarios', placeholder: 'Email o nombre', ...searchFilter.field },
        choices: [{ label: 'Rol', className: 'admin-users__role', options: ROLE_OPTIONS, ...roleFilter.field }],
      }}
    >
      {(data) => (
        <AdminUsersTable
          users={data.users}
          currentUserId={currentUserId}
          busy={actions.busy}
          onAction={(user, action) => change.ask({ user, action })}
        />
      )}
    </AdminListScreen>
  );
}
