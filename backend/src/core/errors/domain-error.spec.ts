import { HttpStatus } from '@nestjs/common';
import { DomainError, domainErrorClass } from './domain-error';

enum ShelfErrorCode {
  Empty = 'SHELF_EMPTY',
  Locked = 'SHELF_LOCKED',
}

class ShelfError extends domainErrorClass(
  { [ShelfErrorCode.Empty]: HttpStatus.NOT_FOUND, [ShelfErrorCode.Locked]: HttpStatus.CONFLICT },
  { [ShelfErrorCode.Empty]: 'Estante vacío', [ShelfErrorCode.Locked]: 'Estante bloqueado' },
) {}

describe(domainErrorClass.name, () => {
  it("should answer each code's own status and Spanish message", () => {
    const error = new ShelfError(ShelfErrorCode.Locked, ['detalle']);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(ShelfError);
    expect(error).toMatchObject({
      code: 'SHELF_LOCKED',
      status: HttpStatus.CONFLICT,
      message: 'Estante bloqueado',
      details: ['detalle'],
      name: 'ShelfError',
    });
  });

  it('should keep the errors of two codes apart', () => {
    expect(new ShelfError(ShelfErrorCode.Empty)).toMatchObject({
      status: HttpStatus.NOT_FOUND,
      message: 'Estante vacío',
    });
  });
});
