import { useParams } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { paths } from '@/config/paths';
import { ProductEditor } from '@/features/admin-catalog/components/product-editor';
import { CATALOG_MESSAGES } from '@/features/admin-catalog/messages';
import { parseRouteId } from '@/features/admin-catalog/utils/route-id';

export function ProductEditRoute() {
  const { id } = useParams();
  const productId = parseRouteId(id);
  if (productId === null) {
    return (
      <AdminMessagePanel
        role="alert"
        title={CATALOG_MESSAGES.invalidProductId}
        link={{ to: paths.admin.products.getHref(), label: 'Volver a productos' }}
      />
    );
  }
  return (
    <div className="admin-page">
      <AdminPageHeader title="Editar producto" subtitle={`Producto #${productId}`} />
      <ProductEditor key={productId} productId={productId} />
    </div>
  );
}
