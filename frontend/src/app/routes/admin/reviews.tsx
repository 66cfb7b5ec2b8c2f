import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { StarOutlineIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function ReviewsRoute() {
  return (
    <AdminMessagePanel
      title="Reseñas"
      icon={<StarOutlineIcon size={30} />}
      link={{ to: paths.admin.dashboard.getHref(), label: 'Ir al panel de control' }}
    >
      <p>Próximamente podrás moderar aquí las reseñas de los productos.</p>
      <p>Por ahora las reseñas se publican y responden desde la página de cada producto en la tienda.</p>
    </AdminMessagePanel>
  );
}
