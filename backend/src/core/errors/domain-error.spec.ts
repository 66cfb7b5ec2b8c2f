import { HttpStatus } from '@nestjs/common';
import { DomainError, domainErrorClass, domainErrors } from './domain-error';

const [ShelfError, ShelfErrorCode] = domainErrors('ShelfError', {
  Empty: ['SHELF_EMPTY', 'Estante vacío', HttpStatus.NOT_FOUND],
  Locked: ['SHELF_LOCKED', 'Estante bloqueado', HttpStatus.CONFLICT],
  Bent: ['SHELF_BENT', 'Estante doblado'],
});

enum DrawerErrorCode {
  Empty = 'DRAWER_EMPTY',
  Locked = 'DRAWER_LOCKED',
}

class DrawerError extends domainErrorClass(
  { [DrawerErrorCode.Empty]: HttpStatus.NOT_FOUND, [DrawerErrorCode.Locked]: HttpStatus.CONFLICT },
  { [DrawerErrorCode.Empty]: 'Cajón vacío', [DrawerErrorCode.Locked]: 'Cajón bloqueado' },
) {}

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

describe.each([
  ['domainErrors', new ShelfError(ShelfErrorCode.Locked, ['detalle']), ShelfError, 'SHELF_LOCKED', 'Estante bloqueado'],
  [
    'domainErrorClass',
    new DrawerError(DrawerErrorCode.Locked, ['detalle']),
    DrawerError,
    'DRAWER_LOCKED',
    'Cajón bloqueado',
  ],
])('an error made by %s', (_, error, errorClass, code, message) => {
  it('should be a DomainError of its class, with its code, status, message, details and name', () => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ code, status: HttpStatus.CONFLICT, message, details: ['detalle'] });
    expect(error.name).toBe(errorClass.name);
    expect(errorClass.name).toMatch(/^(Shelf|Drawer)Error$/);
  });
});
