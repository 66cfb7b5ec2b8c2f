import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { AdminMessagePanel } from '@/components/admin/admin-message-panel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useFlashNotice } from '@/components/admin/flash-notice';
import { PlusIcon } from '@/components/ui/action-icons';
import { paths } from '@/config/paths';
import { CategoryEditor } from '@/features/admin-catalog/components/category-editor';
import { SubcategoryEditor } from '@/features/admin-catalog/components/subcategory-editor';
import { SubSubcategoryEditor } from '@/features/admin-catalog/components/subsubcategory-editor';
import { CategoryList, SubcategoryList, SubSubcategoryList } from '@/features/admin-catalog/components/taxonomy-lists';
import { CATALOG_MESSAGES } from '@/features/admin-catalog/messages';
import { parseRouteId } from '@/features/admin-catalog/utils/route-id';

type Flash = ReturnType<typeof useFlashNotice>;

/** What differs between the list and edit screens of the three catalogue levels. */
type TaxonomyLevel = {
  /** Plural title of the list page, e.g. "Categorías". */
  title: string;
  subtitle: string;
  /** Singular name, capitalised, e.g. "Categoría"; the "new" button and the edit title and subtitle derive from it. */
  singular: string;
  listHref: string;
  newHref: string;
  renderList: (flash: Flash) => ReactNode;
  renderEditor: (id: number) => ReactNode;
};

const CATEGORY: TaxonomyLevel = {
  title: 'Categorías',
  subtitle: 'Las categorías agrupan el catálogo en la tienda.',
  singular: 'Categoría',
  listHref: paths.admin.categories.getHref(),
  newHref: paths.admin.categoryNew.getHref(),
  renderList: ({ notice, highlightId }) => (
    <CategoryList notice={notice} highlightId={highlightId} initialView="grid" />
  ),
  renderEditor: (id) => <CategoryEditor key={id} categoryId={id} />,
};

const SUBCATEGORY: TaxonomyLevel = {
  title: 'Subcategorías',
  subtitle: 'Cada subcategoría pertenece a una categoría.',
  singular: 'Subcategoría',
  listHref: paths.admin.subcategories.getHref(),
  newHref: paths.admin.subcategoryNew.getHref(),
  renderList: ({ notice, highlightId }) => <SubcategoryList notice={notice} highlightId={highlightId} />,
  renderEditor: (id) => <SubcategoryEditor key={id} subcategoryId={id} />,
};

const SUBSUBCATEGORY: TaxonomyLevel = {
  title: 'Sub-subcategorías',
  subtitle: 'El nivel más específico del catálogo, dentro de una subcategoría.',
  singular: 'Sub-subcategoría',
  listHref: paths.admin.subsubcategories.getHref(),
  newHref: paths.admin.subsubcategoryNew.getHref(),
  renderList: ({ notice, highlightId }) => <SubSubcategoryList notice={notice} highlightId={highlightId} />,
  renderEditor: (id) => <SubSubcategoryEditor key={id} subSubcategoryId={id} />,
};

function TaxonomyListScreen({ level }: { level: TaxonomyLevel }) {
  const flash = useFlashNotice();
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={level.title}
        subtitle={level.subtitle}
        actions={
          <Link to={level.newHref} className="button button--primary">
            <PlusIcon size={18} />
            {`Nueva ${level.singular.toLowerCase()}`}
          </Link>
        }
      />
      <section className="admin-panel" aria-label={`Lista de ${level.title.toLowerCase()}`}>
        {level.renderList(flash)}
      </section>
    </div>
  );
}

/** Both /admin/{level}/{id}/edit and /admin/{level}/edit/{id} land here. */
function TaxonomyEditScreen({ level }: { level: TaxonomyLevel }) {
  const id = parseRouteId(useParams().id);
  if (id === null) {
    return (
      <AdminMessagePanel
        role="alert"
        title={CATALOG_MESSAGES.invalidId}
        link={{ to: level.listHref, label: `Volver a ${level.title.toLowerCase()}` }}
      />
    );
  }
  return (
    <div className="admin-page">
      <AdminPageHeader title={`Editar ${level.singular.toLowerCase()}`} subtitle={`${level.singular} #${id}`} />
      {level.renderEditor(id)}
    </div>
  );
}

export function CategoriesRoute() {
  return <TaxonomyListScreen level={CATEGORY} />;
}

export function SubcategoriesRoute() {
  return <TaxonomyListScreen level={SUBCATEGORY} />;
}

export function SubsubcategoriesRoute() {
  return <TaxonomyListScreen level={SUBSUBCATEGORY} />;
}

export function CategoryEditRoute() {
  return <TaxonomyEditScreen level={CATEGORY} />;
}

export function SubcategoryEditRoute() {
  return <TaxonomyEditScreen level={SUBCATEGORY} />;
}

export function SubsubcategoryEditRoute() {
  return <TaxonomyEditScreen level={SUBSUBCATEGORY} />;
}
