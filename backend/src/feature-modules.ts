import { AddressesModule } from './modules/addresses/addresses.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { CartStockModule } from './modules/cart-stock/cart-stock.module';
import { CatalogAdminModule } from './modules/catalog/admin/catalog-admin.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { ShippingModule } from './modules/shipping/shipping.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { ImportModule } from './modules/import/import.module';
import { MailModule } from './modules/mail/mail.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { QueuesModule } from './modules/queues/queues.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { VehiclesModule } from './modules/vehicles/vehicles.module';

/** Feature modules shared by the API and the worker (ARCHITECTURE.md). */
export const FEATURE_MODULES = [
  CatalogModule,
  ReviewsModule,
  CartStockModule,
  ShippingModule,
  PaymentsModule,
  AuthModule,
  AddressesModule,
  OrdersModule,
  ImportModule,
  VehiclesModule,
  UploadsModule,
  CatalogAdminModule,
  DashboardModule,
  SettingsModule,
  AuditModule,
  MailModule,
  QueuesModule,
];
