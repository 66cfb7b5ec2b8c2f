import { useSearchParams } from 'react-router-dom';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ListIcon } from '@/components/ui/action-icons';
import { ClipboardIcon, DashboardIcon, PackageIcon, TagIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ProductList } from '@/features/admin-catalog/components/product-list';
import { CategoryList, SubcategoryList, SubSubcategoryList } from '@/features/admin-catalog/components/taxonomy-lists';
import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';
import { DashboardTabSection } from '@/features/admin-dashboard/components/dashboard-tab-section';
import { DashboardTabs, type DashboardTab } from '@/features/admin-dashboard/components/dashboard-tabs';
import { RecentOrders } from '@/features/admin-dashboard/components/recent-orders';

import '@/components/admin/admin-ui.css';

// admin.md section 2.4. The open tab lives in ?tab= so reloading or going back returns to it.
const TABS: DashboardTab[] = [
  { id: 'resumen', label: 'Panel de control', icon: <DashboardIcon size={18} />, panel: () => <DashboardOverview /> },
  {
    id: 'productos',
    label: 'Productos',
    icon: <PackageIcon size={18} />,
    panel: () => (
      <DashboardTabSection title="Productos" create={{ to: paths.admin.productNew.getHref(), label: 'Nuevo producto' }}>
        <ProductList />
      </DashboardTabSection>
    ),
  },
  {
    id: 'categorias',
    label: 'Categorías',
    icon: <TagIcon size={18} />,
    panel: () => (
      <DashboardTabSection
        title="Categorías"
        create={{ to: paths.admin.categoryNew.getHref(), label: 'Nueva categoría' }}
      >
        <CategoryList initialView="grid" />
      </DashboardTabSection>
    ),
  },
  {
    id: 'subcategorias',
    label: 'Sub categorías',
    icon: <ListIcon size={18} />,
    panel: () => (
      <DashboardTabSection
        title="Subcategorías"
        create={{ to: paths.admin.subcategoryNew.getHref(), label: 'Nueva subcategoría' }}
      >
        <SubcategoryList />
      </DashboardTabSection>
    ),
  },
  {
    id: 'subsubcategorias',
    label: 'Sub subcategorías',
    icon: <ListIcon size={18} />,
    panel: () => (
      <DashboardTabSection
        title="Sub-subcategorías"
        create={{ to: paths.admin.subsubcategoryNew.getHref(), label: 'Nueva sub-subcategoría' }}
      >
        <SubSubcategoryList />
      </DashboardTabSection>
    ),
  },
  {
    id: 'pedidos',
    label: 'Pedidos',
    icon: <ClipboardIcon size={18} />,
    panel: () => (
      <DashboardTabSection title="Pedidos recientes">
        <RecentOrders />
      </DashboardTabSection>
    ),
  },
];

export function DashboardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeId = TABS.some((tab) => tab.id === requested) ? (requested as string) : TABS[0].id;

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Panel de control"
        subtitle="Resumen de la tienda y acceso rápido al catálogo y los pedidos."
      />
      <DashboardTabs
        label="Secciones del panel"
        tabs={TABS}
        activeId={activeId}
        onSelect={(id) => setSearchParams(id === TABS[0].id ? {} : { tab: id }, { replace: true })}
      />
    </div>
  );
}
