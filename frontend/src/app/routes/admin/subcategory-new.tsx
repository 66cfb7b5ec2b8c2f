import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { SubcategoryEditor } from '@/features/admin-catalog/components/subcategory-editor';

export function SubcategoryNewRoute() {
  return (
    <div className="admin-page">
      <AdminPageHeader title="Nueva subcategoría" subtitle="Un nombre y la categoría a la que pertenece." />
      <SubcategoryEditor />
    </div>
  );
}
