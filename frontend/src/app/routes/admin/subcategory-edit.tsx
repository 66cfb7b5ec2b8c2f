import { useParams } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { paths } from '@/config/paths';
import { SubcategoryEditor } from '@/features/admin-catalog/components/subcategory-editor';
import { CATALOG_MESSAGES } from '@/features/admin-catalog/messages';
import { parseRouteId } from '@/features/admin-catalog/utils/route-id';

/** Both /admin/subcategories/{id}/edit and /admin/subcategories/edit/{id} land here. */
export function SubcategoryEditRoute() {
  const subcategoryId = parseRouteId(useParams().id);
  if (subcategoryId === null) {
    return (
      <AdminMessagePanel
        role="alert"
        title={CATALOG_MESSAGES.invalidId}
        link={{ to: paths.admin.subcategories.getHref(), label: 'Volver a subcategorías' }}
      />
    );
  }
  return (
    <div className="admin-page">
      <AdminPageHeader title="Editar subcategoría" subtitle={`Subcategoría #${subcategoryId}`} />
      <SubcategoryEditor key={subcategoryId} subcategoryId={subcategoryId} />
    </div>
  );
}
