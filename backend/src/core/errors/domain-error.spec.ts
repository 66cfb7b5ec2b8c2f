import { HttpStatus } from '@nestjs/common';
import { DomainError, domainErrors } from './domain-error';

const [ShelfError, ShelfErrorCode] = domainErrors('ShelfError', {
  Empty: ['SHELF_EMPTY', 'Estante vacío', HttpStatus.NOT_FOUND],
  Locked: ['SHELF_LOCKED', 'Estante bloqueado', HttpStatus.CONFLICT],
  Bent: ['SHELF_BENT', 'Estante doblado'],
});

describe(domainErrors.name, () => {
  it('should name each code by its row', () => {
    expect(ShelfErrorCode).toEqual({ Empty: 'SHELF_EMPTY', Locked: 'SHELF_LOCKED', Bent: 'SHELF_BENT' });
  });

  it("should answer each code's own status (400 unless the row says) and Spanish message", () => {
    expect(new ShelfError(ShelfErrorCode.Empty)).toMatchObject({
      status: HttpStatus.NOT_FOUND,
      message: 'Estante vacío',
    });
    expect(new ShelfError(ShelfErrorCode.Bent)).toMatchObject({
      status: HttpStatus.BAD_REQUEST,
      message: 'Estante doblado',
    });
    expect(ShelfError.messageOf(ShelfErrorCode.Locked)).toBe('Estante bloqueado');
  });
});

describe('an error made by domainErrors', () => {
  it('should be a DomainError of its class, with its code, status, message, details and name', () => {
    const error = new ShelfError(ShelfErrorCode.Locked, ['detalle']);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(ShelfError);
    expect(error).toMatchObject({
      code: 'SHELF_LOCKED',
      status: HttpStatus.CONFLICT,
      message: 'Estante bloqueado',
      details: ['detalle'],
    });
    expect(error.name).toBe('ShelfError');
    expect(ShelfError.name).toBe('ShelfError');
  });
});
