import { Link } from 'react-router-dom';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useFlashNotice } from '@/components/admin/flash-notice';
import { PlusIcon } from '@/components/ui/action-icons';
import { paths } from '@/config/paths';
import { SubcategoryList } from '@/features/admin-catalog/components/taxonomy-lists';

export function SubcategoriesRoute() {
  const { notice, highlightId } = useFlashNotice();
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Subcategorías"
        subtitle="Cada subcategoría pertenece a una categoría."
        actions={
          <Link to={paths.admin.subcategoryNew.getHref()} className="button button--primary">
            <PlusIcon size={18} />
            Nueva subcategoría
          </Link>
        }
      />
      <section className="admin-panel" aria-label="Lista de subcategorías">
        <SubcategoryList notice={notice} highlightId={highlightId} />
      </section>
    </div>
  );
}
