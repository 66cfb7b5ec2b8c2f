import { ADDRESSES_ENTITIES } from './modules/addresses/addresses.entities';
import { AUDIT_ENTITIES } from './modules/audit/audit.entities';
import { AUTH_ENTITIES } from './modules/auth/auth.entities';
import { CATALOG_ENTITIES } from './modules/catalog/catalog.entities';
import { IMPORT_ENTITIES } from './modules/import/import.entities';
import { MAIL_ENTITIES } from './modules/mail/mail.entities';
import { ORDERS_ENTITIES } from './modules/orders/orders.entities';
import { PAYMENTS_ENTITIES } from './modules/payments/payments.entities';
import { REVIEWS_ENTITIES } from './modules/reviews/reviews.entities';
import { SETTINGS_ENTITIES } from './modules/settings/settings.entities';
import { UPLOADS_ENTITIES } from './modules/uploads/uploads.entities';
import { VEHICLES_ENTITIES } from './modules/vehicles/vehicles.entities';

/**
 * Every TypeORM entity, each module's own list (its <name>.entities.ts); the hand-written
 * migrations create exactly these tables (see test/api/schema.api-spec.ts). Core's database module
 * receives this list from the app (CoreModule.forProcess), so core imports no module.
 */
export const ALL_ENTITIES = [
  ...CATALOG_ENTITIES,
  ...AUTH_ENTITIES,
  ...REVIEWS_ENTITIES,
  ...SETTINGS_ENTITIES,
  ...ADDRESSES_ENTITIES,
  ...ORDERS_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...IMPORT_ENTITIES,
  ...VEHICLES_ENTITIES,
  ...UPLOADS_ENTITIES,
  ...AUDIT_ENTITIES,
  ...MAIL_ENTITIES,
];
