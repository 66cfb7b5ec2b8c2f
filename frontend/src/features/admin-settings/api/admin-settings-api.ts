import { api } from '@/lib/api';

// ---------------------------------------------------------------------------
// Wire shape of /admin/settings (the backend's toAdminSettings): the only place it appears.
// ---------------------------------------------------------------------------

export type ShopSettingsValues = {
  storeName: string;
  legalName: string;
  rut: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  /** One line per group of days. */
  openingHours: string;
  pickupInstructions: string;
  bankName: string;
  bankAccountType: string;
  bankAccountNumber: string;
  bankAccountHolder: string;
  bankAccountRut: string;
  bankReceiptEmail: string;
  /** CLP; null: no free shipping. */
  freeShippingThreshold: number | null;
  storePickupEnabled: boolean;
  bankTransferWindowHours: number;
};

export type AdminShopSettings = ShopSettingsValues & {
  /** True until an administrator saves: the seeded values are placeholders. */
  demoValues: boolean;
  updatedAt: string;
};

type AdminSettingsWire = { success: boolean; message?: string; settings: AdminShopSettings };

export type ParcelSize = 'S' | 'M' | 'L' | 'XL';

/** The rate table (backend ShippingRatesService.list): CLP per region and parcel size. */
export type ShippingRatesTable = {
  sizes: ParcelSize[];
  regions: Array<{ code: string; name: string; rates: Partial<Record<ParcelSize, number>> }>;
};

export type ShippingRateChange = { regionCode: string; parcelSize: ParcelSize; cost: number };

type ShippingRatesWire = ShippingRatesTable & { success: boolean; message?: string };

const toRatesTable = ({ sizes, regions }: ShippingRatesWire): ShippingRatesTable => ({ sizes, regions });

export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingRates: build.query<ShippingRatesTable, void>({
      query: () => '/admin/settings/shipping-rates',
      transformResponse: toRatesTable,
    }),
    saveShippingRates: build.mutation<ShippingRatesTable, ShippingRateChange[]>({
      query: (rates) => ({ url: '/admin/settings/shipping-rates', method: 'PUT', body: { rates } }),
      transformResponse: toRatesTable,
      async onQueryStarted(_rates, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminSettingsApi.util.upsertQueryData('getShippingRates', undefined, data));
      },
    }),
    getAdminSettings: build.query<AdminShopSettings, void>({
      query: () => '/admin/settings',
      transformResponse: (wire: AdminSettingsWire) => wire.settings,
    }),
    saveAdminSettings: build.mutation<AdminShopSettings, ShopSettingsValues>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      transformResponse: (wire: AdminSettingsWire) => wire.settings,
      async onQueryStarted(_values, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminSettingsApi.util.upsertQueryData('getAdminSettings', undefined, data));
      },
    }),
  }),
});

export const {
  useGetAdminSettingsQuery,
  useSaveAdminSettingsMutation,
  useGetShippingRatesQuery,
  useSaveShippingRatesMutation,
} = adminSettingsApi;
