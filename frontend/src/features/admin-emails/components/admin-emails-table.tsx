import { AdminTable, type AdminTableColumn } from '@/components/admin/admin-table';
import type { AdminEmail } from '@/features/admin-emails/api/admin-emails-api';
import {
  ADMIN_EMAILS_MESSAGES as MESSAGES,
  EMAIL_STATUS_LABELS,
  emailKindLabel,
} from '@/features/admin-emails/messages';
import { formatDate, pluralize } from '@/utils/format';

const STATUS_TONES: Record<AdminEmail['status'], string> = {
  pending: 'admin-badge--warning',
  sending: 'admin-badge--warning',
  sent: 'admin-badge--ok',
  failed: 'admin-badge--danger',
};

const COLUMNS: AdminTableColumn[] = ['Tipo', 'Correo', 'Estado', 'Fechas', { hidden: 'Acciones' }];

type AdminEmailsTableProps = {
  emails: AdminEmail[];
  /** The e-mail whose retry is on its way: its button says so and every retry button waits. */
  retryingId: number | null;
  onRetry: (email: AdminEmail) => void;
};

/** One row per e-mail; in a narrow panel each row becomes a card whose cells carry their column name. */
export function AdminEmailsTable({ emails, retryingId, onRetry }: AdminEmailsTableProps) {
  return (
    <AdminTable
      caption="Correos enviados por la tienda"
      columns={COLUMNS}
      className="admin-table admin-table--stacked admin-emails__table"
      stacked
    >
      {emails.map((email) => (
        <EmailRow
          key={email.id}
          email={email}
          retrying={retryingId === email.id}
          busy={retryingId !== null}
          onRetry={onRetry}
        />
      ))}
    </AdminTable>
  );
}

type EmailRowProps = { email: AdminEmail; retrying: boolean; busy: boolean; onRetry: (email: AdminEmail) => void };

function EmailRow({ email, retrying, busy, onRetry }: EmailRowProps) {
  const kind = emailKindLabel(email.kind);
  const label = retrying ? MESSAGES.retrying : MESSAGES.retry;
  return (
    <tr>
      <th scope="row" data-label="Tipo" className="admin-emails__kind">
        {kind}
      </th>
      <td data-label="Correo">
        <div className="admin-emails__message">
          <span className="admin-emails__subject">{email.subject}</span>
          <span className="admin-emails__to">
            <span className="admin-emails__to-label">Para: </span>
            <span>{email.to}</span>
          </span>
        </div>
      </td>
      <td data-label="Estado">
        <div className="admin-emails__status-cell">
          <span className={`admin-badge ${STATUS_TONES[email.status] ?? ''}`}>
            {EMAIL_STATUS_LABELS[email.status] ?? email.status}
          </span>
          <span className="admin-emails__muted">{pluralize(email.attempts, 'intento', 'intentos')}</span>
          {email.lastError && (
            <p className="admin-emails__error">
              <span className="visually-hidden">Error: </span>
              {email.lastError}
            </p>
          )}
        </div>
      </td>
      <td data-label="Fechas">
        <div>
          <dl className="admin-emails__dates">
            <div>
              <dt>Creado</dt>
              <dd>{formatDate(email.createdAt) || '—'}</dd>
            </div>
            <div>
              <dt>Enviado</dt>
              <dd>{formatDate(email.sentAt) || '—'}</dd>
            </div>
          </dl>
          {email.messageId && (
            <span className="admin-emails__message-id" title="ID del mensaje (Message-ID)">
              {email.messageId}
            </span>
          )}
        </div>
      </td>
      <td className="admin-emails__actions">
        {email.status === 'failed' && (
          <button
            type="button"
            className="button button--secondary admin-emails__retry"
            onClick={() => onRetry(email)}
            disabled={busy}
            aria-busy={retrying}
            // The visible text first, then which e-mail: every failed row has its own button.
            aria-label={`${label} el correo «${kind}» a ${email.to}`}
          >
            {label}
          </button>
        )}
      </td>
    </tr>
  );
}
