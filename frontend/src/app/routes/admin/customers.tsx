import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function CustomersRoute() {
  return (
    <AdminMessagePanel
      title="Clientes"
      icon={<UsersIcon size={30} />}
      link={{ to: paths.admin.users.getHref(), label: 'Ver usuarios' }}
    >
      <p>Próximamente verás aquí el historial de compras de cada cliente.</p>
      <p>Las cuentas (buscar, dar o quitar el rol de administrador, deshabilitar) están en Usuarios.</p>
    </AdminMessagePanel>
  );
}
