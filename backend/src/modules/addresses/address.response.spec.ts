import { Address } from './address.entity';
import { toAddressResponse } from './address.response';

describe(toAddressResponse.name, () => {
  it('should give the spec wire names and leave out the owner and timestamps', () => {
    const address = Object.assign(new Address(), {
      id: 3,
      userId: 9,
      alias: 'Casa',
      name: 'Ana Pérez',
      street: 'Av. Providencia',
      number: '1234',
      apartment: null,
      comuna: 'Providencia',
      region: 'RM',
      postalCode: '7500000',
      isDefault: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(toAddressResponse(address)).toEqual({
      id: 3,
      alias: 'Casa',
      nombre: 'Ana Pérez',
      direccion: 'Av. Providencia',
      numero: '1234',
      depto: null,
      comuna: 'Providencia',
      region: 'RM',
      codigoPostal: '7500000',
      esDefault: true,
    });
  });
});
