import { Navigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

/** Legacy /products?category={id} links: forward to the category listing (or the catalogue without one). */
export function ProductsRedirectRoute() {
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() ?? '';
  const target = /^\d+$/.test(category) ? paths.category.getHref(category) : paths.catalogue.getHref();
  return <Navigate to={target} replace />;
}
