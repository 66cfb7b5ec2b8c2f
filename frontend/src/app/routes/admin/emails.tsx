import { AdminEmailsPage } from '@/features/admin-emails/components/admin-emails-page';

/** /admin/correos: the e-mails the shop sends, with a retry for the failed ones. */
export function EmailsRoute() {
  return <AdminEmailsPage />;
}
