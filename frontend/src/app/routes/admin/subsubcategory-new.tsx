import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { SubSubcategoryEditor } from '@/features/admin-catalog/components/subsubcategory-editor';

export function SubsubcategoryNewRoute() {
  return (
    <div className="admin-page">
      <AdminPageHeader title="Nueva sub-subcategoría" subtitle="Elige primero la categoría y luego la subcategoría." />
      <SubSubcategoryEditor />
    </div>
  );
}
