import { Outlet } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { StorefrontLayout } from '@/components/layouts/storefront-layout';
import { selectIsSignedIn } from '@/features/auth/auth-slice';
import { UserMenu } from '@/features/auth/components/user-menu';
import { selectCartItemCount } from '@/features/cart/cart-slice';
import { useCartStartupCheck } from '@/features/cart/hooks/use-cart-startup-check';
import { CatalogMenu } from '@/features/catalog/components/catalog-menu';
import { ProductSearchBar } from '@/features/catalog/components/product-search-bar';
import { paths } from '@/config/paths';

/** Layout route of the shop: wires the cart count, the user menu and the catalogue menu into the shared layout. */
export function StorefrontRoot() {
  useCartStartupCheck();
  const cartCount = useAppSelector(selectCartItemCount);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return (
    <StorefrontLayout
      cartCount={cartCount}
      sideMenuContent={<CatalogMenu />}
      headerSearch={<ProductSearchBar className="site-header__search" />}
      userMenu={isSignedIn ? <UserMenu /> : undefined}
      accountHref={isSignedIn ? paths.account.getHref() : paths.login.getHref()}
    >
      <Outlet />
    </StorefrontLayout>
  );
}
