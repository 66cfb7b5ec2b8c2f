import { setupServer } from 'msw/node';

import { addressesHandlers, resetAddressesDatabase } from '@/testing/mocks/handlers/addresses';
import { adminCatalogHandlers } from '@/testing/mocks/handlers/admin-catalog';
import { resetAdminCatalogDatabase } from '@/testing/mocks/handlers/admin-catalog-db';
import { adminDashboardHandlers } from '@/testing/mocks/handlers/admin-dashboard';
import { adminEmailsHandlers, resetAdminEmailsDatabase } from '@/testing/mocks/handlers/admin-emails';
import { adminOrdersHandlers, resetAdminOrdersDatabase } from '@/testing/mocks/handlers/admin-orders';
import { authHandlers, resetAuthDatabase } from '@/testing/mocks/handlers/auth';
import { brandsHandlers } from '@/testing/mocks/handlers/brands';
import { categoriesHandlers } from '@/testing/mocks/handlers/categories';
import { ordersHandlers } from '@/testing/mocks/handlers/orders';
import { passwordResetHandlers, resetPasswordResetDatabase } from '@/testing/mocks/handlers/password-reset';
import { paymentsHandlers } from '@/testing/mocks/handlers/payments';
import { productsHandlers } from '@/testing/mocks/handlers/products';
import { reviewsHandlers } from '@/testing/mocks/handlers/reviews';
import { settingsHandlers } from '@/testing/mocks/handlers/settings';
import { shippingHandlers } from '@/testing/mocks/handlers/shipping';
import { stockHandlers } from '@/testing/mocks/handlers/stock';
import { resetGarageDatabase, vehiclesHandlers } from '@/testing/mocks/handlers/vehicles';

export const server = setupServer(
  ...categoriesHandlers,
  ...productsHandlers,
  ...brandsHandlers,
  ...reviewsHandlers,
  ...authHandlers,
  ...passwordResetHandlers,
  ...addressesHandlers,
  ...ordersHandlers,
  ...adminOrdersHandlers,
  ...adminCatalogHandlers,
  ...adminDashboardHandlers,
  ...adminEmailsHandlers,
  ...paymentsHandlers,
  ...shippingHandlers,
  ...stockHandlers,
  ...vehiclesHandlers,
  ...settingsHandlers,
);

/** Forgets what the in-memory handlers stored during a test (accounts, addresses). */
export function resetMockDatabases() {
  resetAuthDatabase();
  resetPasswordResetDatabase();
  resetAddressesDatabase();
  resetAdminOrdersDatabase();
  resetAdminCatalogDatabase();
  resetAdminEmailsDatabase();
  resetGarageDatabase();
}
