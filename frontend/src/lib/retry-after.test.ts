import { describe, expect, it } from 'vitest';

import { explainRateLimit, retryAfterSeconds, waitText } from '@/lib/retry-after';

const headers = (value: string) => new Headers({ 'Retry-After': value });
const meta = (value?: string) => ({
  request: new Request('http://localhost/api/auth/login'),
  response: new Response(null, { status: 429, headers: value === undefined ? {} : { 'Retry-After': value } }),
});

describe('retryAfterSeconds', () => {
  it('reads whole seconds and HTTP dates', () => {
    expect(retryAfterSeconds(headers('840'))).toBe(840);
    const now = Date.parse('2025-03-20T14:30:00.000Z');
    expect(retryAfterSeconds(headers('Thu, 20 Mar 2025 14:31:30 GMT'), now)).toBe(90);
  });

  it('ignores a missing, malformed, zero or past value', () => {
    expect(retryAfterSeconds(undefined)).toBeNull();
    expect(retryAfterSeconds(new Headers())).toBeNull();
    expect(retryAfterSeconds(headers('pronto'))).toBeNull();
    expect(retryAfterSeconds(headers('-5'))).toBeNull();
    expect(retryAfterSeconds(headers('0'))).toBeNull();
    const now = Date.parse('2025-03-20T14:30:00.000Z');
    expect(retryAfterSeconds(headers('Thu, 20 Mar 2025 14:29:00 GMT'), now)).toBeNull();
  });
});

describe('waitText', () => {
  it('says seconds under a minute and whole minutes rounded up from there', () => {
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(45)).toBe('45 segundos');
    expect(waitText(60)).toBe('1 minuto');
    expect(waitText(61)).toBe('2 minutos');
    expect(waitText(840)).toBe('14 minutos');
    expect(waitText(900)).toBe('15 minutos');
  });
});

describe('explainRateLimit', () => {
  const serverMessage = 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.';

  it('says how long to wait from Retry-After, over the server message', () => {
    const error = explainRateLimit({ status: 429, data: { success: false, message: serverMessage } }, meta('125'));
    expect(error).toEqual({
      status: 429,
      data: {
        success: false,
        message: 'Demasiados intentos. Inténtalo de nuevo en 3 minutos.',
        retryAfterSeconds: 125,
      },
    });
  });

  it("keeps the server's message without Retry-After, and has its own when there is neither", () => {
    const error = explainRateLimit({ status: 429, data: { success: false, message: serverMessage } }, meta());
    expect(error.data).toMatchObject({ message: serverMessage, retryAfterSeconds: null });
    expect(explainRateLimit({ status: 429, data: 'Too Many Requests' }, undefined).data).toMatchObject({
      message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    });
  });

  it('leaves every other error alone', () => {
    const error = { status: 401, data: { success: false, message: 'Email o contraseña incorrectos' } };
    expect(explainRateLimit(error, meta('60'))).toBe(error);
  });
});
