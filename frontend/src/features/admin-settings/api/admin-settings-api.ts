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

export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetAdminSettingsQuery, useSaveAdminSettingsMutation } = adminSettingsApi;
