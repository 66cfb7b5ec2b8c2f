import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductEditor } from '@/features/admin-catalog/components/product-editor';

export function ProductNewRoute() {
  return (
    <div className="admin-page">
      <AdminPageHeader title="Nuevo producto" subtitle="Completa los datos y agrega al menos una imagen." />
      <ProductEditor />
    </div>
  );
}
