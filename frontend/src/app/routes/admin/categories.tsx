import { Link } from 'react-router-dom';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useFlashNotice } from '@/components/admin/flash-notice';
import { PlusIcon } from '@/components/ui/action-icons';
import { paths } from '@/config/paths';
import { CategoryList } from '@/features/admin-catalog/components/taxonomy-lists';

export function CategoriesRoute() {
  const { notice, highlightId } = useFlashNotice();
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Categorías"
        subtitle="Las categorías agrupan el catálogo en la tienda."
        actions={
          <Link to={paths.admin.categoryNew.getHref()} className="button button--primary">
            <PlusIcon size={18} />
            Nueva categoría
          </Link>
        }
      />
      <section className="admin-panel" aria-label="Lista de categorías">
        <CategoryList notice={notice} highlightId={highlightId} initialView="grid" />
      </section>
    </div>
  );
}
