import { AdminTable } from '@/components/admin/admin-table';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_USERS_PAGE_SIZE } from '@/config/constants';
import type { AdminUser } from '@/features/admin-users/api/admin-users-api';
import {
  ADMIN_USERS_MESSAGES as MESSAGES,
  PROVIDER_LABELS,
  ROLE_LABELS,
  type UserAction,
} from '@/features/admin-users/messages';
import { formatDate } from '@/utils/format';

const COLUMNS = ['Usuario', 'Rol', 'Acceso', 'Creada', 'Estado', 'Acciones'] as const;

type AdminUsersTableProps = {
  /** null while the page loads: skeleton rows stand in for the accounts. */
  users: AdminUser[] | null;
  /** The signed-in administrator's id, marked 'Tú'. */
  currentUserId: number | string | null;
  busy: boolean;
  onAction: (user: AdminUser, action: UserAction) => void;
};

/** Accounts as a table; under 768 px each row becomes a card whose cells carry their column name. */
export function AdminUsersTable({ users, currentUserId, busy, onAction }: AdminUsersTableProps) {
  return (
    <AdminTable
      caption="Cuentas de la tienda"
      columns={COLUMNS}
      className="admin-data-table admin-users__table"
      wrapClassName="admin-table-wrap admin-users__table-wrap"
      busy={busy || users === null}
    >
      {users === null
        ? Array.from({ length: ADMIN_USERS_PAGE_SIZE }, (_, index) => <SkeletonRow key={index} />)
        : users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isYou={currentUserId !== null && String(currentUserId) === String(user.id)}
              busy={busy}
              onAction={onAction}
            />
          ))}
    </AdminTable>
  );
}

type UserRowProps = { user: AdminUser; isYou: boolean; busy: boolean; onAction: AdminUsersTableProps['onAction'] };

function UserRow({ user, isYou, busy, onAction }: UserRowProps) {
  const isAdmin = user.role === 'ADMIN';
  return (
    <tr className={user.disabled ? 'admin-users__row--disabled' : undefined}>
      <th scope="row" data-label="Usuario" className="admin-users__who">
        <span className="admin-users__name">
          {user.name}
          {isYou && <span className="admin-badge admin-badge--highlight admin-users__you">{MESSAGES.you}</span>}
        </span>
        <span className="admin-users__email">{user.email}</span>
      </th>
      <td data-label="Rol">
        <span className={`admin-badge${isAdmin ? ' admin-badge--highlight' : ''}`}>{ROLE_LABELS[user.role]}</span>
      </td>
      <td data-label="Acceso">{PROVIDER_LABELS[user.provider] ?? user.provider}</td>
      <td data-label="Creada">{formatDate(user.createdAt) || '—'}</td>
      <td data-label="Estado">
        {user.disabled ? (
          <span className="admin-badge admin-badge--danger" title={formatDate(user.disabledAt) || undefined}>
            Deshabilitada
          </span>
        ) : (
          <span className="admin-badge admin-badge--ok">Activa</span>
        )}
      </td>
      <td data-label="Acciones" className="admin-users__actions">
        <div className="admin-users__buttons">
          <button
            type="button"
            className="admin-action"
            disabled={busy}
            aria-label={`${isAdmin ? 'Quitar rol de administrador a' : 'Hacer administrador a'} ${user.name}`}
            onClick={() => onAction(user, isAdmin ? 'demote' : 'promote')}
          >
            {isAdmin ? 'Quitar admin' : 'Hacer admin'}
          </button>
          <button
            type="button"
            className={`admin-action${user.disabled ? '' : ' admin-action--danger'}`}
            disabled={busy}
            aria-label={`${user.disabled ? 'Habilitar' : 'Deshabilitar'} la cuenta de ${user.name}`}
            onClick={() => onAction(user, user.disabled ? 'enable' : 'disable')}
          >
            {user.disabled ? 'Habilitar' : 'Deshabilitar'}
          </button>
        </div>
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr className="admin-users__skeleton-row" aria-hidden="true">
      {COLUMNS.map((column) => (
        <td key={column} data-label={column}>
          <Skeleton height="1.1em" width={column === 'Usuario' ? '80%' : '60%'} />
        </td>
      ))}
    </tr>
  );
}
