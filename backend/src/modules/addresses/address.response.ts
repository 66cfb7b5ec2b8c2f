import type { Address } from './address.entity';

/** An address on the wire (storefront spec §3). */
export interface AddressResponse {
  id: number;
  alias: string;
  nombre: string;
  direccion: string;
  numero: string;
  depto: string | null;
  comuna: string;
  /** Region code ('RM'). */
  region: string;
  codigoPostal: string;
  esDefault: boolean;
}

export function toAddressResponse(address: Address): AddressResponse {
  return {
    id: address.id,
    alias: address.alias,
    nombre: address.name,
    direccion: address.street,
    numero: address.number,
    depto: address.apartment,
    comuna: address.comuna,
    region: address.region,
    codigoPostal: address.postalCode,
    esDefault: address.isDefault,
  };
}
