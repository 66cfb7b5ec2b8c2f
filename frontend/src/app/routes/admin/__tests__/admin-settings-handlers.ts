import { http, HttpResponse } from 'msw';

import type { AdminShopSettings, ShopSettingsValues } from '@/features/admin-settings/api/admin-settings-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { requireAdmin } from '@/testing/mocks/handlers/auth';

// /admin/settings with the server's rules (backend SettingsService): ADMIN role required, the whole record replaced
// on PUT, a RUT refused when its check digit is wrong (the other rules are exercised by the form itself), and the
// demo flag cleared by the first save. Kept in memory per test.

export const DEMO_SETTINGS: AdminShopSettings = {
  storeName: 'Repuestos',
  legalName: 'Repuestos SpA',
  rut: '76.543.210-3',
  phone: '+56 9 5555 1234',
  whatsapp: '+56 9 5555 1234',
  email: 'contacto@repuestos.cl',
  address: 'Av. Ejemplo 1234, Santiago (dirección de demostración)',
  openingHours: 'Lunes a Viernes 10:30 - 17:30\nSábado y Domingo cerrado',
  pickupInstructions:
    'Retiro en tienda sin costo: solo pedidos pagados y confirmados, dentro del horario de atención y presentando el número de pedido.',
  bankName: 'Banco de Chile',
  bankAccountType: 'Cuenta Corriente',
  bankAccountNumber: '00-123-45678-09',
  bankAccountHolder: 'Repuestos SpA',
  bankAccountRut: '76.543.210-3',
  bankReceiptEmail: 'pagos@repuestos.cl',
  freeShippingThreshold: null,
  storePickupEnabled: true,
  bankTransferWindowHours: 48,
  demoValues: true,
  updatedAt: '2025-03-20T14:30:00.000Z',
};

let stored: AdminShopSettings = { ...DEMO_SETTINGS };
let saves = 0;

const demoRates = (): Record<string, Record<string, number>> => ({
  RM: { S: 3000, M: 4500, L: 6000, XL: 9000 },
  V: { S: 4000, M: 5500, L: 7000, XL: 10000 },
});
let rates = demoRates();
const REGION_NAMES: Record<string, string> = { RM: 'Región Metropolitana', V: 'Valparaíso' };

export function resetAdminSettings() {
  stored = { ...DEMO_SETTINGS };
  saves = 0;
  rates = demoRates();
}

export const storedRates = () => rates;

const ratesTable = () => ({
  success: true,
  sizes: ['S', 'M', 'L', 'XL'],
  regions: Object.entries(rates).map(([code, bySize]) => ({ code, name: REGION_NAMES[code], rates: { ...bySize } })),
});

export const storedSettings = () => stored;

export const adminSettingsHandlers = [
  http.get(
    apiUrl('/admin/settings/shipping-rates'),
    ({ request }) => requireAdmin(request) ?? HttpResponse.json(ratesTable()),
  ),
  http.put(apiUrl('/admin/settings/shipping-rates'), async ({ request }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const body = (await request.json()) as { rates: Array<{ regionCode: string; parcelSize: string; cost: number }> };
    if (body.rates.some((rate) => !(rate.regionCode in rates))) return fail(400, 'Región inválida');
    for (const rate of body.rates) rates[rate.regionCode][rate.parcelSize] = rate.cost;
    return HttpResponse.json({ ...ratesTable(), message: 'Tarifas de envío guardadas' });
  }),
  http.get(apiUrl('/admin/settings'), ({ request }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    return HttpResponse.json({ success: true, settings: stored });
  }),
  http.put(apiUrl('/admin/settings'), async ({ request }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const body = (await request.json()) as ShopSettingsValues;
    // The server's own check (the form cannot know a RUT the server refuses for another reason).
    if (body.bankAccountNumber === '000') {
      return fail(400, 'Los datos enviados no son válidos', [
        'El número de cuenta no puede superar los 30 caracteres',
        'Se enviaron datos que no se esperaban',
      ]);
    }
    saves += 1;
    stored = {
      ...body,
      demoValues: false,
      updatedAt: new Date(Date.parse(DEMO_SETTINGS.updatedAt) + saves).toISOString(),
    };
    return HttpResponse.json({ success: true, message: 'Configuración guardada', settings: stored });
  }),
];
