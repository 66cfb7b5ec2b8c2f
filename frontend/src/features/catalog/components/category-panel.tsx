import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { groupSubSubcategories } from '@/features/catalog/utils/sub-subcategories';
import type { Category } from '@/types/catalog';

import './catalog-menu.css';

/**
 * Side menu panel of one category: its sub-subcategories grouped by subcategory, or a link to all its products.
 * Beside the menu (desktop) the header links 'Ver todo'; expanded inline (mobile) the list ends with 'Ver todos'
 * instead (storefront.md section 2, side menu). CSS shows one of the two.
 */
export function CategoryPanel({ category }: { category: Category }) {
  const groups = useMemo(() => groupSubSubcategories(category), [category]);
  const categoryHref = paths.category.getHref(category.id);

  return (
    <div className="menu-panel">
      <div className="menu-panel__header">
        <h3 className="menu-panel__title">{category.name}</h3>
        <Link to={categoryHref} className="menu-panel__link">
          Ver todo
        </Link>
      </div>
      {groups.length === 0 ? (
        <div className="menu-panel__empty">
          <p>Esta categoría no tiene subcategorías específicas.</p>
          <Link to={categoryHref} className="button button--secondary">
            Ver productos de {category.name}
          </Link>
        </div>
      ) : (
        <div className="menu-panel__groups">
          {groups.map((group) => (
            <div key={group.id ?? 'otros'} className="menu-panel__group">
              <h4 className="menu-panel__group-title">{group.name}</h4>
              <ul className="menu-panel__links">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.category.getHref(category.id, item.id)}>{item.name}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="menu-panel__all">
            <Link to={categoryHref}>Ver todos</Link>
          </p>
        </div>
      )}
    </div>
  );
}
