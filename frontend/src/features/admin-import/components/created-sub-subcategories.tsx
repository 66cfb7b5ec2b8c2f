import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { CreatedSubSubcategory } from '@/features/admin-import/types';
import { formatCount, pluralize } from '@/utils/format';

/** Where a created sub-subcategory was first named, and what it holds once the import is over. */
function origin(item: CreatedSubSubcategory): string {
  const parts = [`Fila ${item.row}`];
  if (item.sheet) parts.push(`hoja ${item.sheet}`);
  if (item.sku) parts.push(`SKU ${item.sku}`);
  if (typeof item.productCount === 'number') parts.push(pluralize(item.productCount, 'producto', 'productos'));
  return parts.join(' · ');
}

type CreatedSubSubcategoryListProps = {
  items: CreatedSubSubcategory[];
  /** Accessible name of the list. */
  label: string;
};

/** The created sub-subcategories, each linked to its edit form (to move it to a real category or rename it). */
export function CreatedSubSubcategoryList({ items, label }: CreatedSubSubcategoryListProps) {
  return (
    <ul className="import-live__list import-taxonomy__list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id ?? `name-${item.name}`} className="import-live__item import-taxonomy__item">
          <p className="import-live__line">
            {item.id !== null ? (
              <Link
                className="import-taxonomy__name"
                to={paths.admin.subsubcategoryEdit.getHref(item.id)}
                title="Mover o renombrar"
              >
                {item.name}
              </Link>
            ) : (
              <strong className="import-taxonomy__name">{item.name}</strong>
            )}
            {item.category && <span className="import-taxonomy__category">en «{item.category}»</span>}
          </p>
          <p className="import-live__meta">{origin(item)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The link to the sub-subcategory list, where the created ones can be moved or renamed. */
export function SubSubcategoriesLink() {
  return (
    <Link className="button button--secondary import-button--small" to={paths.admin.subsubcategories.getHref()}>
      Ir a sub-subcategorías
    </Link>
  );
}

/** '... y N más' when the list holds fewer than the count. */
export function CreatedMoreLine({ shown, total }: { shown: number; total: number }) {
  const more = total - shown;
  return more > 0 ? <p className="import-live__more">... y {formatCount(more)} más</p> : null;
}
