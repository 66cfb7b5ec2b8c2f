import type { ShopSettings } from './shop-settings.entity';

/** Everything the admin page edits, plus whether the values are still the seeded demo ones. */
export function toAdminSettings(row: ShopSettings) {
  return {
    storeName: row.storeName,
    legalName: row.legalName,
    rut: row.rut,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    address: row.address,
    openingHours: row.openingHours,
    pickupInstructions: row.pickupInstructions,
    bankName: row.bankName,
    bankAccountType: row.bankAccountType,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountHolder: row.bankAccountHolder,
    bankAccountRut: row.bankAccountRut,
    bankReceiptEmail: row.bankReceiptEmail,
    freeShippingThreshold: row.freeShippingThreshold,
    storePickupEnabled: row.storePickupEnabled,
    bankTransferWindowHours: row.bankTransferWindowHours,
    demoValues: row.demoValues,
    updatedAt: row.updatedAt,
  };
}

/**
 * What the storefront shows (footer, header bar, WhatsApp links, transfer instructions, checkout),
 * listed field by field so a new admin field never leaks by default. Left out: the company's legal
 * name and RUT (tax documents, not shown by the storefront), the demo flag and the edit time.
 * The receipt e-mail is public on purpose: buyers paying by transfer must send their receipt there.
 */
export function toPublicSettings(row: ShopSettings) {
  return {
    storeName: row.storeName,
    contact: {
      phone: row.phone,
      whatsapp: row.whatsapp,
      email: row.email,
      address: row.address,
      openingHours: row.openingHours.split('\n').filter((line) => line.trim() !== ''),
      pickupInstructions: row.pickupInstructions,
    },
    bankTransfer: {
      bank: row.bankName,
      accountType: row.bankAccountType,
      accountNumber: row.bankAccountNumber,
      holder: row.bankAccountHolder,
      rut: row.bankAccountRut,
      email: row.bankReceiptEmail,
      paymentWindowHours: row.bankTransferWindowHours,
    },
    shipping: {
      freeShippingThreshold: row.freeShippingThreshold,
      storePickupEnabled: row.storePickupEnabled,
    },
  };
}

export type PublicSettings = ReturnType<typeof toPublicSettings>;
