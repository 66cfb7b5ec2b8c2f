import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { SETTINGS_LIMITS as L } from './settings.constants';

/**
 * One row: the shop's own data, edited on 'Configuración de la tienda' (migration ShopSettings
 * seeds demo values). The storefront reads the public part through GET /api/settings.
 */
@Entity({ name: 'shop_settings' })
@Check('ck_shop_settings_single_row', '"id" = 1')
export class ShopSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  // Identity
  @Column({ type: 'varchar', length: L.storeName })
  storeName: string;

  @Column({ type: 'varchar', length: L.legalName })
  legalName: string;

  @Column({ type: 'varchar', length: L.rut })
  rut: string;

  // Contact
  @Column({ type: 'varchar', length: L.phone })
  phone: string;

  @Column({ type: 'varchar', length: L.phone })
  whatsapp: string;

  @Column({ type: 'varchar', length: L.email })
  email: string;

  @Column({ type: 'varchar', length: L.address })
  address: string;

  /** One line per group of days ('Lunes a Viernes 10:30 - 17:30'). */
  @Column({ type: 'varchar', length: L.openingHours })
  openingHours: string;

  @Column({ type: 'varchar', length: L.pickupInstructions })
  pickupInstructions: string;

  // Bank transfer
  @Column({ type: 'varchar', length: L.bankName })
  bankName: string;

  @Column({ type: 'varchar', length: L.bankAccountType })
  bankAccountType: string;

  @Column({ type: 'varchar', length: L.bankAccountNumber })
  bankAccountNumber: string;

  @Column({ type: 'varchar', length: L.bankAccountHolder })
  bankAccountHolder: string;

  @Column({ type: 'varchar', length: L.rut })
  bankAccountRut: string;

  @Column({ type: 'varchar', length: L.email })
  bankReceiptEmail: string;

  // Shipping and payment
  /** Orders of at least this many CLP ship free; null: no free shipping. */
  @Column({ type: 'integer', nullable: true })
  freeShippingThreshold: number | null;

  @Column({ type: 'boolean', default: true })
  storePickupEnabled: boolean;

  @Column({ type: 'integer', default: 48 })
  bankTransferWindowHours: number;

  /** True until an administrator saves the page: the seeded values are placeholders. */
  @Column({ type: 'boolean', default: true })
  demoValues: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
