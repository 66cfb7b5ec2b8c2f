import { Outlet } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { StorefrontLayout } from '@/components/layouts/storefront-layout';
import { selectAuthUser, selectIsSignedIn } from '@/features/auth/auth-slice';
import { UserMenu } from '@/features/auth/components/user-menu';
import { selectCartItemCount } from '@/features/cart/cart-slice';
import { useCartStartupCheck } from '@/features/cart/hooks/use-cart-startup-check';
import { CatalogMenu } from '@/features/catalog/components/catalog-menu';
import { ProductSearchBar } from '@/features/catalog/components/product-search-bar';
import { FitmentVehicleProvider } from '@/features/catalog/hooks/use-fitment-vehicle';
import { GarageButton } from '@/features/garage/components/garage-button';
import { selectActiveVehicle } from '@/features/garage/garage-slice';
import { useGarageSync } from '@/features/garage/hooks/use-garage-sync';
import { paths } from '@/config/paths';

/**
 * Layout route of the shop: wires the cart count, the user menu, the catalogue menu and 'Mi garaje' into the shared
 * layout, and gives the catalogue the active vehicle so every listing can tell what fits it.
 */
export function StorefrontRoot() {
  useCartStartupCheck();
  const cartCount = useAppSelector(selectCartItemCount);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  // Garages belong to customer accounts; an administrator browsing the shop keeps the browser's.
  const isCustomer = useAppSelector((state) => isSignedIn && selectAuthUser(state)?.role === 'CUSTOMER');
  useGarageSync(isCustomer);
  const activeVehicle = useAppSelector(selectActiveVehicle);
  return (
    <FitmentVehicleProvider vehicle={activeVehicle}>
      <StorefrontLayout
        cartCount={cartCount}
        sideMenuContent={<CatalogMenu />}
        headerSearch={<ProductSearchBar className="site-header__search" />}
        headerGarage={<GarageButton />}
        userMenu={isSignedIn ? <UserMenu /> : undefined}
        accountHref={isSignedIn ? paths.account.getHref() : paths.login.getHref()}
      >
        <Outlet />
      </StorefrontLayout>
    </FitmentVehicleProvider>
  );
}
