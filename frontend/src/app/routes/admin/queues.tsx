import { AdminQueuesPage } from '@/features/admin-queues/components/admin-queues-page';

/** /admin/colas: the background queues, their workers and jobs, with retry and removal of failed ones. */
export function QueuesRoute() {
  return <AdminQueuesPage />;
}
