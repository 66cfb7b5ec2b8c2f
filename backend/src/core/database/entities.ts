import { Address } from '../../modules/addresses/address.entity';
import { AuditEntry } from '../../modules/audit/audit-entry.entity';
import { PasswordResetToken } from '../../modules/auth/password-reset-token.entity';
import { User } from '../../modules/auth/user.entity';
import { Brand } from '../../modules/catalog/brand.entity';
import { CatalogState } from '../../modules/catalog/catalog-state.entity';
import { Category } from '../../modules/catalog/category.entity';
import { Compatibility } from '../../modules/catalog/compatibility.entity';
import { Product } from '../../modules/catalog/product.entity';
import { ProductCrossReference } from '../../modules/catalog/product-cross-reference.entity';
import { SearchWord } from '../../modules/catalog/search-word.entity';
import { SubSubcategory } from '../../modules/catalog/sub-subcategory.entity';
import { Subcategory } from '../../modules/catalog/subcategory.entity';
import { VehicleModel } from '../../modules/catalog/vehicle-model.entity';
import { Region } from '../../modules/checkout/region.entity';
import { ShippingRate } from '../../modules/checkout/shipping-rate.entity';
import { ImportFile } from '../../modules/import/import-file.entity';
import { ImportRowError } from '../../modules/import/import-row-error.entity';
import { ImportSession } from '../../modules/import/import-session.entity';
import { ImportEventOutbox } from '../../modules/import/import-event-outbox.entity';
import { ImportSessionProduct } from '../../modules/import/import-session-product.entity';
import { ImportWarning } from '../../modules/import/import-warning.entity';
import { MailOutbox } from '../../modules/mail/mail-outbox.entity';
import { OrderIdempotencyKey } from '../../modules/orders/order-idempotency-key.entity';
import { OrderItem } from '../../modules/orders/order-item.entity';
import { Order } from '../../modules/orders/order.entity';
import { PaymentMethod } from '../../modules/payments/payment-method.entity';
import { PaymentTransaction } from '../../modules/payments/payment-transaction.entity';
import { ReviewReply } from '../../modules/reviews/review-reply.entity';
import { Review } from '../../modules/reviews/review.entity';
import { ShopSettings } from '../../modules/settings/shop-settings.entity';
import { UploadedImage } from '../../modules/uploads/uploaded-image.entity';
import { GarageVehicle } from '../../modules/vehicles/garage-vehicle.entity';

/** Every TypeORM entity; the hand-written migrations create exactly these tables (see schema.api-spec.ts). */
export const ALL_ENTITIES = [
  Category,
  Subcategory,
  SubSubcategory,
  Brand,
  VehicleModel,
  Product,
  Compatibility,
  ProductCrossReference,
  SearchWord,
  CatalogState,
  User,
  PasswordResetToken,
  Review,
  ReviewReply,
  Region,
  ShippingRate,
  Address,
  PaymentMethod,
  Order,
  OrderItem,
  OrderIdempotencyKey,
  PaymentTransaction,
  ImportSession,
  ImportFile,
  ImportRowError,
  ImportWarning,
  ImportSessionProduct,
  ImportEventOutbox,
  GarageVehicle,
  UploadedImage,
  ShopSettings,
  AuditEntry,
  MailOutbox,
];
