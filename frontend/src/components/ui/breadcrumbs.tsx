import { Link } from 'react-router-dom';

import './breadcrumbs.css';

export type BreadcrumbItem = {
  label: string;
  /** Omit on the current page (the last item). */
  to?: string;
};

type BreadcrumbsProps = {
  items: BreadcrumbItem[];
  /** Decorative character between items, e.g. '»' or '>'. */
  separator?: string;
};

export function Breadcrumbs({ items, separator = '›' }: BreadcrumbsProps) {
  return (
    <nav className="breadcrumbs" aria-label="Ruta de navegación">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {item.to && !isLast ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              )}
              {!isLast && (
                <span className="breadcrumbs__separator" aria-hidden="true">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
