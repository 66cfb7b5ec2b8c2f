import { useId, useState, type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { RefreshIcon, SearchIcon, UsersIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { ADMIN_USERS_SEARCH_DEBOUNCE_MS, LOCALE } from '@/config/constants';
import { useAppSelector } from '@/app/hooks';
import { selectAuthUser } from '@/features/auth/auth-slice';
import {
  useGetAdminUsersQuery,
  type AdminUser,
  type AdminUserRoleFilter,
  type AdminUsersPage as UsersPage,
} from '@/features/admin-users/api/admin-users-api';
import { useUserActions, type PendingAction } from '@/features/admin-users/hooks/use-user-actions';
import { ADMIN_USERS_MESSAGES as MESSAGES, confirmation, type UserAction } from '@/features/admin-users/messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { pluralize } from '@/utils/format';

import { AdminUsersTable } from './admin-users-table';

import '@/components/admin/admin-ui.css';
import '@/components/ui/form.css';
import './admin-users.css';

const ROLE_OPTIONS: { value: AdminUserRoleFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'ADMIN', label: 'Administradores' },
  { value: 'CUSTOMER', label: 'Clientes' },
];

/** 'Mostrando 21-40 de 45 usuarios'. */
function rangeText({ currentPage, pageSize, totalUsers, users }: UsersPage): string {
  if (users.length === 0) return `No hay usuarios en esta página (${pluralize(totalUsers, 'usuario', 'usuarios')})`;
  const from = (currentPage - 1) * pageSize + 1;
  const to = from + users.length - 1;
  return `Mostrando ${from.toLocaleString(LOCALE)}-${to.toLocaleString(LOCALE)} de ${pluralize(totalUsers, 'usuario', 'usuarios')}`;
}

/**
 * /admin/users: every account (customers and staff), newest first, searched by email or name and filtered by role,
 * one server page at a time; each one can be made an administrator or lose the role, and be disabled (its sessions
 * end at once) or enabled again, always after a confirmation. The server keeps the last active administrator.
 */
export function AdminUsersPage() {
  const searchId = useId();
  const roleId = useId();
  const currentUser = useAppSelector(selectAuthUser);
  const [searchInput, setSearchInput] = useState('');
  const [role, setRole] = useState<AdminUserRoleFilter>('all');
  const search = useDebouncedValue(searchInput.trim(), ADMIN_USERS_SEARCH_DEBOUNCE_MS);
  // A page number belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState({ page: 1, search: '', role });
  const page = paging.search === search && paging.role === role ? paging.page : 1;
  const filtered = search !== '' || role !== 'all';

  const { currentData, isFetching, isError, refetch } = useGetAdminUsersQuery(
    { page, search, role },
    { refetchOnMountOrArgChange: true },
  );
  const actions = useUserActions();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [dialogError, setDialogError] = useState<{ message: string } | null>(null);

  const goTo = (next: number) => setPaging({ page: next, search, role });
  if (currentData && !isFetching && page > 1 && page > currentData.totalPages && currentData.totalUsers > 0) {
    goTo(Math.max(1, currentData.totalPages));
  }

  const ask = (user: AdminUser, action: UserAction) => {
    actions.clearFeedback();
    setDialogError(null);
    setPending({ user, action });
  };

  const confirm = async () => {
    if (!pending) return;
    const outcome = await actions.run(pending);
    if (outcome.tone === 'error') {
      setDialogError(outcome);
      return;
    }
    setPending(null);
  };

  const cancel = () => {
    setPending(null);
    setDialogError(null);
    actions.clearFeedback();
  };

  let content: ReactNode;
  if (isError && !currentData) {
    content = (
      <div className="alert" role="alert">
        <span>{MESSAGES.loadFailed}</span>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (!currentData) {
    content = (
      <div role="status">
        <span className="visually-hidden">{MESSAGES.loading}</span>
        <AdminUsersTable users={null} currentUserId={null} busy onAction={() => undefined} />
      </div>
    );
  } else if (currentData.totalUsers === 0) {
    content = (
      <div className="empty-state admin-users__empty">
        <UsersIcon size={32} />
        <p className="admin-users__empty-title">{MESSAGES.emptyTitle}</p>
        <p>{filtered ? MESSAGES.emptyFiltered : MESSAGES.emptyAll}</p>
      </div>
    );
  } else {
    content = (
      <div className="admin-fetching" aria-busy={isFetching}>
        <AdminUsersTable
          users={currentData.users}
          currentUserId={currentUser?.id ?? null}
          busy={actions.busy}
          onAction={ask}
        />
        <div className="admin-users__footer">
          <p className="admin-users__range" aria-live="polite">
            {rangeText(currentData)}
          </p>
          <Pagination
            currentPage={currentData.currentPage}
            totalPages={currentData.totalPages}
            onPageChange={goTo}
            label="Páginas de usuarios"
          />
        </div>
      </div>
    );
  }

  const feedback = pending ? null : actions.feedback;
  const dialog = pending
    ? confirmation(pending.action, pending.user.name, pending.user.email, pending.user.provider)
    : null;

  return (
    <div className="admin-page admin-users">
      <AdminPageHeader
        title={MESSAGES.title}
        subtitle={MESSAGES.subtitle}
        actions={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void refetch()}
            disabled={isFetching}
            aria-busy={isFetching}
          >
            <RefreshIcon size={18} className={isFetching ? 'admin-users__spin' : undefined} />
            Actualizar
          </button>
        }
      />

      <section className="admin-panel" aria-label="Cuentas de usuario">
        <form
          className="admin-toolbar admin-users__filters"
          aria-label="Buscar usuarios"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="form-field admin-toolbar__grow">
            <label className="form-field__label" htmlFor={searchId}>
              Buscar usuarios
            </label>
            <div className="admin-search">
              <SearchIcon size={18} />
              <input
                id={searchId}
                type="search"
                className="form-field__control"
                placeholder="Email o nombre"
                value={searchInput}
                onChange={(event) => setSearchInput(event.target.value)}
                autoComplete="off"
              />
            </div>
          </div>
          <div className="form-field admin-users__role">
            <label className="form-field__label" htmlFor={roleId}>
              Rol
            </label>
            <select
              id={roleId}
              className="form-field__control"
              value={role}
              onChange={(event) => setRole(event.target.value as AdminUserRoleFilter)}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {currentData && (
            <p className="admin-toolbar__count" aria-live="polite">
              {pluralize(currentData.totalUsers, 'usuario', 'usuarios')}
            </p>
          )}
        </form>

        {feedback && (
          <FormMessage tone={feedback.tone} details={feedback.details}>
            {feedback.message}
          </FormMessage>
        )}
        {content}
      </section>

      {pending && dialog && (
        <ConfirmDialog
          title={dialog.title}
          question={dialog.question}
          warning={dialog.warning}
          confirmLabel={dialog.confirmLabel}
          busyLabel={dialog.busyLabel}
          isBusy={actions.busy}
          error={dialogError}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
