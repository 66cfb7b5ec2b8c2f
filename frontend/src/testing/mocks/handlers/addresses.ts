import { http, HttpResponse } from 'msw';

import type { AddressBodyWire, AddressWire } from '@/features/addresses/api/addresses-api';
import { isChileRegionCode } from '@/lib/chile-regions';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { authenticate } from '@/testing/mocks/handlers/auth';

// Wire shapes of /addresses (the backend contract), kept in memory per test: the first address is always the
// default one, and deleting the default hands the mark to the oldest remaining address.

export const addressesFixture: AddressWire[] = [
  {
    id: 11,
    alias: 'Casa',
    nombre: 'Ana Pérez',
    direccion: 'Av. Providencia',
    numero: '1234',
    depto: '502',
    comuna: 'Providencia',
    region: 'RM',
    codigoPostal: '7500000',
    esDefault: true,
  },
  {
    id: 12,
    alias: 'Oficina',
    nombre: 'Ana Pérez',
    direccion: 'Calle Prat',
    numero: '55',
    depto: null,
    comuna: 'Valparaíso',
    region: 'VS',
    codigoPostal: '2340000',
    esDefault: false,
  },
];

let addresses: AddressWire[] = structuredClone(addressesFixture);
let nextId = 100;

export function resetAddressesDatabase() {
  addresses = structuredClone(addressesFixture);
  nextId = 100;
}

function validationErrors(body: AddressBodyWire): string[] {
  const errors: string[] = [];
  if (!body.alias?.trim()) errors.push('El alias es obligatorio');
  if (!/^\d{7}$/.test(String(body.codigoPostal ?? ''))) errors.push('El código postal debe tener 7 dígitos');
  return errors;
}

function makeDefault(id: number) {
  addresses = addresses.map((address) => ({ ...address, esDefault: address.id === id }));
}

export const addressesHandlers = [
  http.get(apiUrl('/addresses'), ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ success: true, data: addresses });
  }),

  http.post(apiUrl('/addresses'), async ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const body = (await request.json()) as AddressBodyWire;
    const errors = validationErrors(body);
    if (errors.length) return fail(400, 'Los datos enviados no son válidos', errors);
    if (!isChileRegionCode(body.region)) return fail(400, 'Región inválida');
    const created: AddressWire = {
      ...body,
      id: nextId++,
      numero: String(body.numero),
      codigoPostal: String(body.codigoPostal),
      depto: body.depto ?? null,
      esDefault: false,
    };
    addresses.push(created);
    if (body.esDefault || addresses.length === 1) makeDefault(created.id);
    const data = addresses.find((address) => address.id === created.id);
    return HttpResponse.json({ success: true, message: 'Dirección creada', data }, { status: 201 });
  }),

  http.put(apiUrl('/addresses/:id'), async ({ params, request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const id = Number(params.id);
    const index = addresses.findIndex((address) => address.id === id);
    if (index === -1) return fail(404, 'Dirección no encontrada');
    const body = (await request.json()) as AddressBodyWire;
    const errors = validationErrors(body);
    if (errors.length) return fail(400, 'Los datos enviados no son válidos', errors);
    if (!isChileRegionCode(body.region)) return fail(400, 'Región inválida');
    addresses[index] = {
      ...addresses[index],
      ...body,
      depto: body.depto ?? null,
      esDefault: addresses[index].esDefault,
    };
    if (body.esDefault) makeDefault(id);
    return HttpResponse.json({ success: true, message: 'Dirección actualizada', data: addresses[index] });
  }),

  http.delete(apiUrl('/addresses/:id'), ({ params, request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const id = Number(params.id);
    const removed = addresses.find((address) => address.id === id);
    if (!removed) return fail(404, 'Dirección no encontrada');
    addresses = addresses.filter((address) => address.id !== id);
    if (removed.esDefault && addresses.length > 0) makeDefault(addresses[0].id);
    return HttpResponse.json({ success: true, message: 'Dirección eliminada', data: { id } });
  }),

  http.patch(apiUrl('/addresses/:id/default'), ({ params, request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const id = Number(params.id);
    if (!addresses.some((address) => address.id === id)) return fail(404, 'Dirección no encontrada');
    makeDefault(id);
    const data = addresses.find((address) => address.id === id);
    return HttpResponse.json({ success: true, message: 'Dirección predeterminada actualizada', data });
  }),
];
