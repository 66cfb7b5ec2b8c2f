import { api } from '@/lib/api';
import { toItemsListPage, type ItemsPageWire } from '@/lib/wire';
import type { ListPage } from '@/types/pagination';

// ---------------------------------------------------------------------------
// Wire shapes of GET /admin/emails and POST /admin/emails/{id}/retry (the backend's mail outbox).
// ---------------------------------------------------------------------------

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export type AdminEmailWire = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  messageId: string | null;
};

export type AdminEmailsPageWire = ItemsPageWire<AdminEmailWire>;

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

export type AdminEmail = AdminEmailWire;

export type AdminEmailsPage = ListPage & { emails: AdminEmail[] };

/** The status filter of the Correos page: every e-mail, or those in one status. */
export type AdminEmailStatusFilter = 'all' | 'pending' | 'sent' | 'failed';

export type AdminEmailsArgs = { page: number; status: AdminEmailStatusFilter };

function toAdminEmail(wire: AdminEmailWire): AdminEmail {
  return {
    id: wire.id,
    kind: wire.kind,
    to: wire.to,
    subject: wire.subject,
    status: wire.status,
    attempts: wire.attempts ?? 0,
    lastError: wire.lastError?.trim() || null,
    createdAt: wire.createdAt,
    sentAt: wire.sentAt ?? null,
    messageId: wire.messageId ?? null,
  };
}

function toAdminEmailsPage(wire: AdminEmailsPageWire): AdminEmailsPage {
  return {
    emails: Array.isArray(wire.items) ? wire.items.map(toAdminEmail) : [],
    ...toItemsListPage(wire),
  };
}

const ADMIN_EMAILS_LIST_TAG = { type: 'Email', id: 'ADMIN_LIST' } as const;

export const adminEmailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminEmails: build.query<AdminEmailsPage, AdminEmailsArgs>({
      query: ({ page, status }) => ({
        url: '/admin/emails',
        params: { ...(status === 'all' ? {} : { status }), page },
      }),
      transformResponse: toAdminEmailsPage,
      providesTags: [ADMIN_EMAILS_LIST_TAG],
    }),
    /** Puts a failed e-mail back in the queue (204); 409 when it is not failed, 404 when it does not exist. */
    retryAdminEmail: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/emails/${id}/retry`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_EMAILS_LIST_TAG]),
    }),
  }),
});

export const { useGetAdminEmailsQuery, useRetryAdminEmailMutation } = adminEmailsApi;
