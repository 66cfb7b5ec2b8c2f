import { useParams } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { paths } from '@/config/paths';
import { CategoryEditor } from '@/features/admin-catalog/components/category-editor';
import { CATALOG_MESSAGES } from '@/features/admin-catalog/messages';
import { parseRouteId } from '@/features/admin-catalog/utils/route-id';

export function CategoryEditRoute() {
  const categoryId = parseRouteId(useParams().id);
  if (categoryId === null) {
    return (
      <AdminMessagePanel
        role="alert"
        title={CATALOG_MESSAGES.invalidId}
        link={{ to: paths.admin.categories.getHref(), label: 'Volver a categorías' }}
      />
    );
  }
  return (
    <div className="admin-page">
      <AdminPageHeader title="Editar categoría" subtitle={`Categoría #${categoryId}`} />
      <CategoryEditor key={categoryId} categoryId={categoryId} />
    </div>
  );
}
