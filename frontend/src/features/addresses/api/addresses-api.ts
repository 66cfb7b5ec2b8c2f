import { api } from '@/lib/api';
import type { Address, AddressInput } from '@/types/address';

// ---------------------------------------------------------------------------
// Wire shapes (storefront.md section 3, Address): the only place their Spanish names appear.
// ---------------------------------------------------------------------------

export type AddressWire = {
  id: number;
  alias: string;
  nombre: string;
  direccion: string;
  numero: string | number;
  depto: string | null;
  comuna: string;
  region: string;
  codigoPostal: string | number;
  esDefault: boolean;
};

export type AddressBodyWire = Omit<AddressWire, 'id' | 'esDefault'> & { esDefault?: boolean };

type ListWire = { success: boolean; data: AddressWire[] };
type ItemWire = { success: boolean; message: string; data: AddressWire };
type DeletedWire = { success: boolean; message: string; data: { id: number } };

export const ADDRESS_MESSAGES = {
  loadFailed: 'Error al obtener las direcciones',
  createFailed: 'Error al crear la dirección',
  updateFailed: 'Error al actualizar la dirección',
  deleteFailed: 'Error al eliminar la dirección',
  setDefaultFailed: 'Error al establecer dirección predeterminada',
} as const;

export function toAddress(wire: AddressWire): Address {
  return {
    id: wire.id,
    alias: wire.alias,
    name: wire.nombre,
    street: wire.direccion,
    number: String(wire.numero),
    apartment: wire.depto && wire.depto.trim() ? wire.depto : null,
    comuna: wire.comuna,
    region: wire.region,
    postalCode: String(wire.codigoPostal),
    isDefault: wire.esDefault === true,
  };
}

/** PUT replaces every field, so the body always carries all of them (a blank depto clears it). */
export function toAddressBody(input: AddressInput): AddressBodyWire {
  const body: AddressBodyWire = {
    alias: input.alias.trim(),
    nombre: input.name.trim(),
    direccion: input.street.trim(),
    numero: input.number.trim(),
    depto: input.apartment?.trim() ? input.apartment.trim() : null,
    comuna: input.comuna,
    region: input.region,
    codigoPostal: input.postalCode.trim(),
  };
  if (input.isDefault !== undefined) body.esDefault = input.isDefault;
  return body;
}

const LIST_TAG = { type: 'Address' as const, id: 'LIST' };

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/addresses',
      transformResponse: (response: ListWire) => (Array.isArray(response?.data) ? response.data.map(toAddress) : []),
      providesTags: (result = []) => [LIST_TAG, ...result.map(({ id }) => ({ type: 'Address' as const, id }))],
    }),
    createAddress: build.mutation<{ message: string; address: Address }, AddressInput>({
      query: (input) => ({ url: '/addresses', method: 'POST', body: toAddressBody(input) }),
      transformResponse: (response: ItemWire) => ({ message: response.message, address: toAddress(response.data) }),
      // A new default address changes the others' default mark too.
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    updateAddress: build.mutation<{ message: string; address: Address }, { id: number; input: AddressInput }>({
      query: ({ id, input }) => ({ url: `/addresses/${id}`, method: 'PUT', body: toAddressBody(input) }),
      transformResponse: (response: ItemWire) => ({ message: response.message, address: toAddress(response.data) }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    deleteAddress: build.mutation<{ message: string; id: number }, number>({
      query: (id) => ({ url: `/addresses/${id}`, method: 'DELETE' }),
      transformResponse: (response: DeletedWire, _meta, id) => ({
        message: response.message,
        id: response.data?.id ?? id,
      }),
      // Deleting the default address hands the mark to another one on the server.
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    setDefaultAddress: build.mutation<{ message: string; address: Address }, number>({
      query: (id) => ({ url: `/addresses/${id}/default`, method: 'PATCH' }),
      transformResponse: (response: ItemWire) => ({ message: response.message, address: toAddress(response.data) }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
} = addressesApi;
