import { Link } from 'react-router-dom';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useFlashNotice } from '@/components/admin/flash-notice';
import { PlusIcon } from '@/components/ui/action-icons';
import { paths } from '@/config/paths';
import { SubSubcategoryList } from '@/features/admin-catalog/components/taxonomy-lists';

export function SubsubcategoriesRoute() {
  const { notice, highlightId } = useFlashNotice();
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Sub-subcategorías"
        subtitle="El nivel más específico del catálogo, dentro de una subcategoría."
        actions={
          <Link to={paths.admin.subsubcategoryNew.getHref()} className="button button--primary">
            <PlusIcon size={18} />
            Nueva sub-subcategoría
          </Link>
        }
      />
      <section className="admin-panel" aria-label="Lista de sub-subcategorías">
        <SubSubcategoryList notice={notice} highlightId={highlightId} />
      </section>
    </div>
  );
}
