import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppErrorBoundary, AppHydrateFallback, AppRoot } from '@/app/routes/app-root';
import { AccountGuard } from '@/app/routes/storefront/account/account-guard';
import type { AccountScreenName } from '@/app/routes/storefront/account/account-screens';
import { HomeRoute } from '@/app/routes/storefront/home';
import { NotFoundRoute } from '@/app/routes/storefront/not-found';
import { ProductsRedirectRoute } from '@/app/routes/storefront/products-redirect';
import { StorefrontRoot } from '@/app/routes/storefront/storefront-root';
import type { AdminScreenName } from '@/app/routes/admin/admin-screens';
import { paths } from '@/config/paths';

// Every admin route resolves through this one dynamic import: one admin chunk, downloaded on first admin visit.
const loadAdminScreens = () => import('@/app/routes/admin/admin-screens');
const adminScreen = (name: AdminScreenName) => async () => ({
  Component: (await loadAdminScreens()).adminScreens[name],
});

// The account layout and pages are one chunk too, loaded once a signed-in customer opens the account area.
const loadAccountScreens = () => import('@/app/routes/storefront/account/account-screens');
const accountScreen = (name: AccountScreenName) => async () => ({
  Component: (await loadAccountScreens()).accountScreens[name],
});

// Listing, detail and login screens load on demand so the home page ships less JavaScript; the shared layout
// (header search, user menu, side menu) stays in the entry chunk.
const storefrontRoutes: RouteObject[] = [
  { path: paths.home.path, element: <HomeRoute /> },
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/login')).LoginRoute }),
  },
  {
    path: paths.forgotPassword.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/forgot-password')).ForgotPasswordRoute }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/reset-password')).ResetPasswordRoute }),
  },
  {
    path: paths.catalogue.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/catalogue')).CatalogueRoute }),
  },
  {
    path: paths.offers.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/offers')).OffersRoute }),
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
  {
    path: paths.cart.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/cart')).CartRoute }),
  },
  {
    path: paths.checkout.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/checkout')).CheckoutRoute }),
  },
  {
    path: paths.checkoutSuccess.path,
    lazy: async () => {
      const { CheckoutSuccessRoute } = await import('@/app/routes/storefront/checkout-success');
      return { Component: CheckoutSuccessRoute };
    },
  },
  {
    path: paths.orderTracking.path,
    lazy: async () => ({ Component: (await import('@/app/routes/storefront/order-tracking')).OrderTrackingRoute }),
  },
  {
    element: <AccountGuard />,
    children: [
      {
        lazy: accountScreen('layout'),
        children: [
          { path: paths.account.path, lazy: accountScreen('overview') },
          { path: paths.accountOrders.path, lazy: accountScreen('orders') },
          { path: paths.accountAddresses.path, lazy: accountScreen('addresses') },
          { path: paths.accountPassword.path, lazy: accountScreen('password') },
        ],
      },
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
      { path: paths.admin.users.path, lazy: adminScreen('users') },
      { path: paths.admin.activity.path, lazy: adminScreen('activity') },
      { path: paths.admin.emails.path, lazy: adminScreen('emails') },
      { path: paths.admin.queues.path, lazy: adminScreen('queues') },
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

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/** `router`: one already created (start.tsx waits until it has loaded the first page's screen). */
export function AppRouter({ router: given }: { router?: AppRouterInstance }) {
  const [router] = useState(() => given ?? createAppRouter());
  return <RouterProvider router={router} />;
}
