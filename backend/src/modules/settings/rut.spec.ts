import { chileanPhoneDigits, formatRut, isChileanMobile, isValidRut, rutCheckDigit } from './rut';

describe('RUT and Chilean phone numbers', () => {
  it('should compute the módulo 11 check digit, including 0 and K', () => {
    expect(rutCheckDigit('76543210')).toBe('3');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
  });

  it('should accept a RUT only with its own check digit, in any usual writing', () => {
    for (const rut of ['76.543.210-3', '76543210-3', '765432103', ' 10.000.013-k ']) expect(isValidRut(rut)).toBe(true);
    for (const rut of ['76.543.210-0', '76.543.210-K', '76.543-210-3', 'abc', '', '3', 42, null]) {
      expect(isValidRut(rut)).toBe(false);
    }
  });

  it('should write a RUT with dots, dash and an upper-case K', () => {
    expect(formatRut('765432103')).toBe('76.543.210-3');
    expect(formatRut('10000013-k')).toBe('10.000.013-K');
    expect(formatRut('9.876.543-3')).toBe('9.876.543-3');
    expect(formatRut('hola')).toBe('hola');
  });

  it('should read Chilean mobiles and landlines with or without the country code', () => {
    expect(chileanPhoneDigits('+56 9 5555 1234')).toBe('56955551234');
    expect(chileanPhoneDigits('9 5555 1234')).toBe('56955551234');
    expect(chileanPhoneDigits('(2) 2345-6789')).toBe('56223456789');
    expect(chileanPhoneDigits('+54 9 11 5555 1234')).toBeNull();
    expect(chileanPhoneDigits('+56 1 2345 6789')).toBeNull();
    expect(chileanPhoneDigits('5555 1234')).toBeNull();
    expect(isChileanMobile('+56 9 5555 1234')).toBe(true);
    expect(isChileanMobile('+56 2 2345 6789')).toBe(false);
  });
});
