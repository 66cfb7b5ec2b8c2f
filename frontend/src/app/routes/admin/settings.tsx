import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { SlidersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function SettingsRoute() {
  return (
    <AdminMessagePanel
      title="Configuración"
      icon={<SlidersIcon size={30} />}
      link={{ to: paths.admin.dashboard.getHref(), label: 'Ir al panel de control' }}
    >
      <p>Próximamente podrás ajustar aquí los datos de la tienda.</p>
    </AdminMessagePanel>
  );
}
