import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CategoryEditor } from '@/features/admin-catalog/components/category-editor';

export function CategoryNewRoute() {
  return (
    <div className="admin-page">
      <AdminPageHeader title="Nueva categoría" subtitle="Un nombre y una imagen (enlace o archivo)." />
      <CategoryEditor />
    </div>
  );
}
