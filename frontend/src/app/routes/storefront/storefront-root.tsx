import { Outlet } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { StorefrontLayout } from '@/components/layouts/storefront-layout';
import { selectCartItemCount } from '@/features/cart/cart-slice';
import { CatalogMenu } from '@/features/catalog/components/catalog-menu';
import { ProductSearchBar } from '@/features/catalog/components/product-search-bar';

/** Layout route of the shop: wires the cart count and catalogue menu into the shared layout. */
export function StorefrontRoot() {
  const cartCount = useAppSelector(selectCartItemCount);
  return (
    <StorefrontLayout
      cartCount={cartCount}
      sideMenuContent={<CatalogMenu />}
      headerSearch={<ProductSearchBar className="site-header__search" />}
    >
      <Outlet />
    </StorefrontLayout>
  );
}
