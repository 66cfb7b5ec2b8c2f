import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppErrorBoundary, AppHydrateFallback, AppRoot } from '@/app/routes/app-root';
import { AccountRoute } from '@/app/routes/storefront/account/account';
import { AccountGuard } from '@/app/routes/storefront/account/account-guard';
import { AccountAddressesRoute } from '@/app/routes/storefront/account/addresses';
import { AccountOrdersRoute } from '@/app/routes/storefront/account/orders';
import { AccountPasswordRoute } from '@/app/routes/storefront/account/password';
import { CartRoute } from '@/app/routes/storefront/cart';
import { CheckoutRoute } from '@/app/routes/storefront/checkout';
import { HomeRoute } from '@/app/routes/storefront/home';
import { LoginRoute } from '@/app/routes/storefront/login';
import { NotFoundRoute } from '@/app/routes/storefront/not-found';
import { OrderTrackingRoute } from '@/app/routes/storefront/order-tracking';
import { ProductsRedirectRoute } from '@/app/routes/storefront/products-redirect';
import { StorefrontRoot } from '@/app/routes/storefront/storefront-root';
import type { AdminScreenName } from '@/app/routes/admin/admin-screens';
import { paths } from '@/config/paths';

// Every admin route resolves through this one dynamic import: one admin chunk, downloaded on first admin visit.
const loadAdminScreens = () => import('@/app/routes/admin/admin-screens');
const adminScreen = (name: AdminScreenName) => async () => ({
  Component: (await loadAdminScreens()).adminScreens[name],
});

// Listing and detail screens load on demand so the home page ships less JavaScript; the shared layout (header
// search, side menu) stays in the entry chunk.
const storefrontRoutes: RouteObject[] = [
  { path: paths.home.path, element: <HomeRoute /> },
  { path: paths.login.path, element: <LoginRoute /> },
  {
    path: paths.catalogue.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/catalogue')).CatalogueRoute }),
  },
  {
    path: paths.category.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/category')).CategoryRoute }),
  },
  {
    path: paths.brand.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/brand')).BrandRoute }),
  },
  {
    path: paths.product.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/product')).ProductRoute }),
  },
  { path: paths.productsByCategory.path, element: <ProductsRedirectRoute /> },
  { path: paths.cart.path, element: <CartRoute /> },
  { path: paths.checkout.path, element: <CheckoutRoute /> },
  {
    path: paths.checkoutSuccess.path,
    lazy: async () => {
      const { CheckoutSuccessRoute } = await import('@/app/routes/storefront/checkout-success');
      return { Component: CheckoutSuccessRoute };
    },
  },
  { path: paths.orderTracking.path, element: <OrderTrackingRoute /> },
  {
    element: <AccountGuard />,
    children: [
      { path: paths.account.path, element: <AccountRoute /> },
      { path: paths.accountOrders.path, element: <AccountOrdersRoute /> },
      { path: paths.accountAddresses.path, element: <AccountAddressesRoute /> },
      { path: paths.accountPassword.path, element: <AccountPasswordRoute /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

const adminRoutes: RouteObject[] = [
  { path: paths.admin.login.path, lazy: adminScreen('login') },
  {
    path: paths.admin.root.path,
    lazy: adminScreen('root'),
    children: [
      { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
      { path: paths.admin.dashboard.path, lazy: adminScreen('dashboard') },
      { path: paths.admin.products.path, lazy: adminScreen('products') },
      { path: paths.admin.productNew.path, lazy: adminScreen('productNew') },
      { path: paths.admin.productEdit.path, lazy: adminScreen('productEdit') },
      { path: paths.admin.categories.path, lazy: adminScreen('categories') },
      { path: paths.admin.categoryNew.path, lazy: adminScreen('categoryNew') },
      { path: paths.admin.categoryEdit.path, lazy: adminScreen('categoryEdit') },
      { path: paths.admin.subcategories.path, lazy: adminScreen('subcategories') },
      { path: paths.admin.subcategoryNew.path, lazy: adminScreen('subcategoryNew') },
      { path: paths.admin.subcategoryEdit.path, lazy: adminScreen('subcategoryEdit') },
      { path: paths.admin.subcategoryEditAlt.path, lazy: adminScreen('subcategoryEdit') },
      { path: paths.admin.subsubcategories.path, lazy: adminScreen('subsubcategories') },
      { path: paths.admin.subsubcategoryNew.path, lazy: adminScreen('subsubcategoryNew') },
      { path: paths.admin.subsubcategoryEdit.path, lazy: adminScreen('subsubcategoryEdit') },
      { path: paths.admin.subsubcategoryEditAlt.path, lazy: adminScreen('subsubcategoryEdit') },
      { path: paths.admin.excelImport.path, lazy: adminScreen('excelImport') },
      { path: paths.admin.orders.path, lazy: adminScreen('orders') },
      { path: paths.admin.customers.path, lazy: adminScreen('customers') },
      { path: paths.admin.reviews.path, lazy: adminScreen('reviews') },
      { path: paths.admin.settings.path, lazy: adminScreen('settings') },
      { path: paths.admin.profile.path, lazy: adminScreen('profile') },
    ],
  },
];

/** The route table of both specifications (storefront.md section 2, admin.md section 2.1). */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: AppHydrateFallback,
    errorElement: <AppErrorBoundary />,
    children: [{ element: <StorefrontRoot />, children: storefrontRoutes }, ...adminRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
