import { AdminActivityPage } from '@/features/admin-activity/components/admin-activity-page';

/** /admin/activity: the audit log of administrator changes. */
export function ActivityRoute() {
  return <AdminActivityPage />;
}
