import { AdminSettingsPage } from '@/features/admin-settings/components/admin-settings-page';

/** /admin/settings: 'Configuración de la tienda'. */
export function SettingsRoute() {
  return <AdminSettingsPage />;
}
