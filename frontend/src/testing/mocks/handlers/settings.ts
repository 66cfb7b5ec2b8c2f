import { http, HttpResponse } from 'msw';

import { BANK_ACCOUNT, PICKUP_POLICY, STORE_HOURS, STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/constants';
import { apiUrl } from '@/testing/mocks/api-url';

/** GET /settings as the server answers it with the seeded demo values (backend toPublicSettings). */
export const demoShopSettingsWire = {
  storeName: STORE_NAME,
  contact: {
    phone: SUPPORT_PHONE,
    whatsapp: SUPPORT_PHONE,
    email: SUPPORT_EMAIL,
    address: 'Av. Ejemplo 1234, Santiago (dirección de demostración)',
    openingHours: [STORE_HOURS.weekdays, STORE_HOURS.weekend],
    pickupInstructions: PICKUP_POLICY,
  },
  bankTransfer: { ...BANK_ACCOUNT, paymentWindowHours: 48 },
  shipping: { freeShippingThreshold: null, storePickupEnabled: true },
};

/** GET /admin/settings with the seeded demo values (the settings page's own tests keep edits in memory). */
const demoAdminSettingsWire = {
  storeName: STORE_NAME,
  legalName: BANK_ACCOUNT.holder,
  rut: BANK_ACCOUNT.rut,
  phone: SUPPORT_PHONE,
  whatsapp: SUPPORT_PHONE,
  email: SUPPORT_EMAIL,
  address: demoShopSettingsWire.contact.address,
  openingHours: `${STORE_HOURS.weekdays}\n${STORE_HOURS.weekend}`,
  pickupInstructions: PICKUP_POLICY,
  bankName: BANK_ACCOUNT.bank,
  bankAccountType: BANK_ACCOUNT.accountType,
  bankAccountNumber: BANK_ACCOUNT.accountNumber,
  bankAccountHolder: BANK_ACCOUNT.holder,
  bankAccountRut: BANK_ACCOUNT.rut,
  bankReceiptEmail: BANK_ACCOUNT.email,
  freeShippingThreshold: null,
  storePickupEnabled: true,
  bankTransferWindowHours: 48,
  demoValues: true,
  updatedAt: '2025-03-20T14:30:00.000Z',
};

export const settingsHandlers = [
  http.get(apiUrl('/settings'), () => HttpResponse.json(demoShopSettingsWire)),
  http.get(apiUrl('/admin/settings'), () => HttpResponse.json({ success: true, settings: demoAdminSettingsWire })),
];
