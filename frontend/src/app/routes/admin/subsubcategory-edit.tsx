import { useParams } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { paths } from '@/config/paths';
import { SubSubcategoryEditor } from '@/features/admin-catalog/components/subsubcategory-editor';
import { CATALOG_MESSAGES } from '@/features/admin-catalog/messages';
import { parseRouteId } from '@/features/admin-catalog/utils/route-id';

/** Both /admin/subsubcategories/{id}/edit and /admin/subsubcategories/edit/{id} land here. */
export function SubsubcategoryEditRoute() {
  const subSubcategoryId = parseRouteId(useParams().id);
  if (subSubcategoryId === null) {
    return (
      <AdminMessagePanel
        role="alert"
        title={CATALOG_MESSAGES.invalidId}
        link={{ to: paths.admin.subsubcategories.getHref(), label: 'Volver a sub-subcategorías' }}
      />
    );
  }
  return (
    <div className="admin-page">
      <AdminPageHeader title="Editar sub-subcategoría" subtitle={`Sub-subcategoría #${subSubcategoryId}`} />
      <SubSubcategoryEditor key={subSubcategoryId} subSubcategoryId={subSubcategoryId} />
    </div>
  );
}
