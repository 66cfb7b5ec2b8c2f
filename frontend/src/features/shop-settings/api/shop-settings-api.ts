import {
  BANK_ACCOUNT,
  PICKUP_POLICY,
  STORE_HOURS,
  STORE_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_DIGITS,
} from '@/config/constants';
import { api } from '@/lib/api';

// ---------------------------------------------------------------------------
// Wire shape of GET /settings (the backend's toPublicSettings): the only place it appears.
// ---------------------------------------------------------------------------

type ShopSettingsWire = {
  storeName: string;
  contact: {
    phone: string;
    whatsapp: string;
    email: string;
    address: string;
    openingHours: string[];
    pickupInstructions: string;
  };
  bankTransfer: {
    bank: string;
    accountType: string;
    accountNumber: string;
    holder: string;
    rut: string;
    email: string;
    paymentWindowHours: number;
  };
  shipping: { freeShippingThreshold: number | null; storePickupEnabled: boolean };
};

/** What the storefront shows about the shop (footer, header bar, WhatsApp links, transfer instructions). */
export type ShopSettings = {
  storeName: string;
  phone: string;
  /** Digits with the country code, for tel: links. */
  phoneDigits: string;
  /** Digits with the country code, for wa.me links. */
  whatsappDigits: string;
  email: string;
  /** One line per group of days. */
  openingHours: string[];
  pickupInstructions: string;
  bankAccount: { bank: string; accountType: string; accountNumber: string; holder: string; rut: string; email: string };
  /** Whether checkout offers store pickup (the server refuses pickup orders while it is off). */
  storePickupEnabled: boolean;
};

/** '+56 9 5555 1234' → '56955551234' (a number already written with its country code, or a national one). */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `56${digits}` : digits;
}

/**
 * Shown until the server answers (the same demo values the server seeds), so nothing flickers, and kept if it
 * cannot be reached.
 */
export const FALLBACK_SHOP_SETTINGS: ShopSettings = {
  storeName: STORE_NAME,
  phone: SUPPORT_PHONE,
  phoneDigits: SUPPORT_PHONE_DIGITS,
  whatsappDigits: SUPPORT_PHONE_DIGITS,
  email: SUPPORT_EMAIL,
  openingHours: [STORE_HOURS.weekdays, STORE_HOURS.weekend],
  pickupInstructions: PICKUP_POLICY,
  bankAccount: { ...BANK_ACCOUNT },
  storePickupEnabled: true,
};

function toShopSettings(wire: ShopSettingsWire): ShopSettings {
  return {
    storeName: wire.storeName,
    phone: wire.contact.phone,
    phoneDigits: phoneDigits(wire.contact.phone),
    whatsappDigits: phoneDigits(wire.contact.whatsapp),
    email: wire.contact.email,
    openingHours: wire.contact.openingHours,
    pickupInstructions: wire.contact.pickupInstructions,
    bankAccount: {
      bank: wire.bankTransfer.bank,
      accountType: wire.bankTransfer.accountType,
      accountNumber: wire.bankTransfer.accountNumber,
      holder: wire.bankTransfer.holder,
      rut: wire.bankTransfer.rut,
      email: wire.bankTransfer.email,
    },
    storePickupEnabled: wire.shipping.storePickupEnabled,
  };
}

export const shopSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopSettings: build.query<ShopSettings, void>({
      query: () => '/settings',
      transformResponse: toShopSettings,
    }),
  }),
});

/** The shop's public settings, or the fallback while they load (or when they cannot be read). */
export function useShopSettings(): ShopSettings {
  const { data } = shopSettingsApi.useGetShopSettingsQuery();
  return data ?? FALLBACK_SHOP_SETTINGS;
}
