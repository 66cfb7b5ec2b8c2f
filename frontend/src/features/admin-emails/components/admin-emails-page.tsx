import { useState } from 'react';

import { listRangeText, type AdminListFeedback } from '@/components/admin/admin-list-panel';
import { AdminListScreen } from '@/components/admin/admin-list-screen';
import { SelectField } from '@/components/ui/form-field';
import { MailIcon } from '@/components/ui/icons';
import {
  useGetAdminEmailsQuery,
  useRetryAdminEmailMutation,
  type AdminEmail,
  type AdminEmailStatusFilter,
  type AdminEmailsPage,
} from '@/features/admin-emails/api/admin-emails-api';
import { ADMIN_EMAILS_MESSAGES as MESSAGES, EMAIL_STATUS_FILTERS } from '@/features/admin-emails/messages';
import { getErrorMessage } from '@/lib/api-error';
import { keepPageInRange, useKeyedPage } from '@/hooks/use-keyed-page';
import { pluralize } from '@/utils/format';

import { AdminEmailsTable } from './admin-emails-table';

import '@/components/admin/admin-ui.css';
import './admin-emails.css';

/** 'Mostrando 21-40 de 45 correos'. */
function rangeText(page: AdminEmailsPage): string {
  return listRangeText(page, page.emails.length, 'correo', 'correos');
}

/**
 * /admin/correos: every e-mail the shop wrote to its outbox, newest first, one server page at a time, filtered by
 * status; a failed one shows its last error and can be put back in the queue.
 */
export function AdminEmailsPage() {
  const [status, setStatus] = useState<AdminEmailStatusFilter>('all');
  const [page, goTo] = useKeyedPage(status);
  const { currentData, isFetching, isError, refetch } = useGetAdminEmailsQuery(
    { page, status },
    { refetchOnMountOrArgChange: true },
  );
  const [retryEmail] = useRetryAdminEmailMutation();
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<AdminListFeedback | null>(null);

  // A retried e-mail leaves the 'Con error' list: an emptied last page shows the one before.
  keepPageInRange(page, goTo, currentData, isFetching);

  const retry = async (email: AdminEmail) => {
    setRetryingId(email.id);
    setFeedback(null);
    const result = await retryEmail(email.id);
    setRetryingId(null);
    if ('error' in result && result.error) {
      const server = getErrorMessage(result.error as Parameters<typeof getErrorMessage>[0]);
      setFeedback({ tone: 'error', message: server ?? MESSAGES.retryFailed });
    } else {
      setFeedback({ tone: 'success', message: MESSAGES.retried(email.to) });
    }
  };

  return (
    <AdminListScreen
      className="admin-emails"
      texts={MESSAGES}
      filtered={status !== 'all'}
      label="Correos de la tienda"
      query={{ data: currentData, isFetching, isError, refetch }}
      emptyIcon={<MailIcon size={32} />}
      isEmpty={(data) => data.total === 0}
      count={currentData ? pluralize(currentData.total, 'correo', 'correos') : null}
      feedback={feedback}
      footer={{ range: rangeText, onPageChange: goTo, pagesLabel: 'Páginas de correos' }}
      filters={{
        label: 'Filtrar correos',
        className: 'admin-emails__filters',
        fields: (
          <SelectField
            label="Estado"
            fieldClassName="admin-emails__status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as AdminEmailStatusFilter);
              setFeedback(null);
            }}
            options={EMAIL_STATUS_FILTERS}
          />
        ),
      }}
    >
      {(data) => (
        <AdminEmailsTable emails={data.emails} retryingId={retryingId} onRetry={(email) => void retry(email)} />
      )}
    </AdminListScreen>
  );
}
