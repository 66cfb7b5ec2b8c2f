import { Link } from 'react-router-dom';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useFlashNotice } from '@/components/admin/flash-notice';
import { PlusIcon } from '@/components/ui/action-icons';
import { paths } from '@/config/paths';
import { ProductList } from '@/features/admin-catalog/components/product-list';

/** /admin/products: the dashboard's product list as a full page. */
export function ProductsRoute() {
  const { notice } = useFlashNotice();
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Productos"
        subtitle="Busca, edita y elimina productos del catálogo."
        actions={
          <Link to={paths.admin.productNew.getHref()} className="button button--primary">
            <PlusIcon size={18} />
            Nuevo producto
          </Link>
        }
      />
      <section className="admin-panel" aria-label="Lista de productos">
        <ProductList notice={notice} />
      </section>
    </div>
  );
}
