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
  /** False until the server's values are known (page not served by the API and GET /settings not answered yet). */
  loaded: boolean;
  storeName: string;
  phone: string;
  /** Digits with the country code, for tel: links. */
  phoneDigits: string;
  /** Digits with the country code, for wa.me links. */
  whatsappDigits: string;
  email: string;
  /** The store's street address (where pickups happen). */
  address: string;
  /** One line per group of days. */
  openingHours: string[];
  pickupInstructions: string;
  bankAccount: { bank: string; accountType: string; accountNumber: string; holder: string; rut: string; email: string };
  /** Whether checkout offers store pickup (the server refuses pickup orders while it is off). */
  storePickupEnabled: boolean;
  /** Orders from this amount (CLP) ship free; null: no free shipping. */
  freeShippingThreshold: number | null;
};

/** '+56 9 5555 1234' → '56955551234' (a number already written with its country code, or a national one). */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `56${digits}` : digits;
}

/**
 * Until the server's values are known: nothing of the shop's data lives in the bundle. Pages served by
 * the API carry the values in index.html (readEmbeddedSettings), so this shows only under the Vite dev
 * server before GET /settings answers, or when neither could be read.
 */
export const UNKNOWN_SHOP_SETTINGS: ShopSettings = {
  loaded: false,
  storeName: '',
  phone: '',
  phoneDigits: '',
  whatsappDigits: '',
  email: '',
  address: '',
  openingHours: [],
  pickupInstructions: '',
  bankAccount: { bank: '', accountType: '', accountNumber: '', holder: '', rut: '', email: '' },
  storePickupEnabled: false,
  freeShippingThreshold: null,
};

/** Element id of the settings block the server writes into index.html (backend shop-page-data.source.ts). */
const EMBEDDED_SETTINGS_ID = 'shop-settings';

let embedded: { text: string; settings: ShopSettings | null } | null = null;

/** The settings written into this page by the server, or null (read once per block text). */
function readEmbeddedSettings(): ShopSettings | null {
  const text = document.getElementById(EMBEDDED_SETTINGS_ID)?.textContent ?? '';
  if (embedded?.text !== text) {
    let settings: ShopSettings | null = null;
    try {
      settings = text ? toShopSettings(JSON.parse(text) as ShopSettingsWire) : null;
    } catch {
      settings = null; // A damaged block: ask the API instead.
    }
    embedded = { text, settings };
  }
  return embedded.settings;
}

function toShopSettings(wire: ShopSettingsWire): ShopSettings {
  return {
    loaded: true,
    storeName: wire.storeName,
    phone: wire.contact.phone,
    phoneDigits: phoneDigits(wire.contact.phone),
    whatsappDigits: phoneDigits(wire.contact.whatsapp),
    email: wire.contact.email,
    address: wire.contact.address,
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
    freeShippingThreshold: wire.shipping.freeShippingThreshold,
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

/**
 * The shop's public settings: those written into the page by the server (no request), else GET /settings,
 * else UNKNOWN_SHOP_SETTINGS while it loads or when it fails (`loaded` tells them apart).
 */
export function useShopSettings(): ShopSettings {
  const fromPage = readEmbeddedSettings();
  const { data } = shopSettingsApi.useGetShopSettingsQuery(undefined, { skip: fromPage !== null });
  return fromPage ?? data ?? UNKNOWN_SHOP_SETTINGS;
}
