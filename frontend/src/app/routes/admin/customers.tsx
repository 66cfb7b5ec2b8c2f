import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function CustomersRoute() {
  return (
    <AdminMessagePanel
      title="Clientes"
      icon={<UsersIcon size={30} />}
      link={{ to: paths.admin.orders.getHref(), label: 'Ver pedidos' }}
    >
      <p>Próximamente podrás consultar aquí las cuentas de los clientes.</p>
      <p>Mientras tanto, los datos de contacto de cada compra están en el detalle de sus pedidos.</p>
    </AdminMessagePanel>
  );
}
