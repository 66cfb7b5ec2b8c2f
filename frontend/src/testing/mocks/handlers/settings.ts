import { http, HttpResponse } from 'msw';

import { apiUrl } from '@/testing/mocks/api-url';

/** The demo values the backend's settings migration seeds. */
const DEMO = {
  storeName: 'Repuestos',
  phone: '+56 9 5555 1234',
  email: 'contacto@repuestos.cl',
  address: 'Av. Ejemplo 1234, Santiago (dirección de demostración)',
  openingHours: ['Lunes a Viernes 10:30 - 17:30', 'Sábado y Domingo cerrado'],
  pickupInstructions:
    'Retiro en tienda sin costo: solo pedidos pagados y confirmados, dentro del horario de atención y presentando el número de pedido.',
  bankAccount: {
    bank: 'Banco de Chile',
    accountType: 'Cuenta Corriente',
    accountNumber: '00-123-45678-09',
    holder: 'Repuestos SpA',
    rut: '76.543.210-3',
    email: 'pagos@repuestos.cl',
  },
};

/** GET /settings as the server answers it with the seeded demo values (backend toPublicSettings). */
export const demoShopSettingsWire = {
  storeName: DEMO.storeName,
  contact: {
    phone: DEMO.phone,
    whatsapp: DEMO.phone,
    email: DEMO.email,
    address: DEMO.address,
    openingHours: DEMO.openingHours,
    pickupInstructions: DEMO.pickupInstructions,
  },
  bankTransfer: { ...DEMO.bankAccount, paymentWindowHours: 48 },
  shipping: { freeShippingThreshold: null, storePickupEnabled: true },
};

/** GET /admin/settings with the seeded demo values (the settings page's own tests keep edits in memory). */
const demoAdminSettingsWire = {
  storeName: DEMO.storeName,
  legalName: DEMO.bankAccount.holder,
  rut: DEMO.bankAccount.rut,
  phone: DEMO.phone,
  whatsapp: DEMO.phone,
  email: DEMO.email,
  address: DEMO.address,
  openingHours: DEMO.openingHours.join('\n'),
  pickupInstructions: DEMO.pickupInstructions,
  bankName: DEMO.bankAccount.bank,
  bankAccountType: DEMO.bankAccount.accountType,
  bankAccountNumber: DEMO.bankAccount.accountNumber,
  bankAccountHolder: DEMO.bankAccount.holder,
  bankAccountRut: DEMO.bankAccount.rut,
  bankReceiptEmail: DEMO.bankAccount.email,
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
