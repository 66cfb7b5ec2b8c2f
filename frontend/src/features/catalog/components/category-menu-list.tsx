import { SideMenuLink, SideMenuSection } from '@/components/layouts/side-menu';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';

import './category-menu-list.css';

/** Category entries of the side menu, each linking to its listing. */
export function CategoryMenuList() {
  const { data: categories, isLoading, isError, isFetching, refetch } = useGetCategoriesQuery();

  return (
    <SideMenuSection title="Categorías">
      {isLoading ? (
        <ul className="category-menu__list" aria-label="Cargando categorías" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="category-menu__skeleton">
              <Skeleton width={`${60 + ((index * 13) % 30)}%`} height={14} />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="category-menu__error">
          <p>No se pudieron cargar las categorías.</p>
          <button type="button" className="button button--ghost" onClick={() => refetch()} disabled={isFetching}>
            Reintentar
          </button>
        </div>
      ) : (
        <ul className="category-menu__list">
          {categories?.map((category) => (
            <li key={category.id}>
              <SideMenuLink to={paths.category.getHref(category.id)} trailing={<ChevronRightIcon size={16} />}>
                {category.name}
              </SideMenuLink>
            </li>
          ))}
        </ul>
      )}
    </SideMenuSection>
  );
}
