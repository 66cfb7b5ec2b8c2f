import { describe, expect, it } from 'vitest';

import { getErrorDetails, getErrorMessage, getErrorStatus, getErrorSummary } from '@/lib/api-error';

describe('api error helpers', () => {
  it('reads the HTTP status and the server message of { success: false, message }', () => {
    const error = { status: 404, data: { success: false, message: 'Producto no encontrado' } };
    expect(getErrorStatus(error)).toBe(404);
    expect(getErrorMessage(error)).toBe('Producto no encontrado');
  });

  it('returns null for network failures and bodies without a message', () => {
    expect(getErrorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(getErrorMessage({ status: 500, data: 'oops' })).toBeNull();
    expect(getErrorStatus(undefined)).toBeNull();
  });

  it('takes the first message of a validation list', () => {
    expect(getErrorMessage({ status: 400, data: { message: ['q too short', 'other'] } })).toBe('q too short');
  });

  it('lists the texts of a validation failure and ignores other error details', () => {
    const validation = {
      status: 400,
      data: { success: false, message: 'Los datos enviados no son válidos', errors: ['El alias es obligatorio', 7] },
    };
    expect(getErrorDetails(validation)).toEqual(['El alias es obligatorio']);
    expect(getErrorDetails({ status: 409, data: { success: false, message: 'x', errors: { available: 2 } } })).toEqual(
      [],
    );
    expect(getErrorDetails({ status: 'FETCH_ERROR', error: 'offline' })).toEqual([]);
  });

  it('sums up a validation failure as sentences: the message, then each reason', () => {
    const validation = {
      status: 400,
      data: {
        success: false,
        message: 'Los datos enviados no son válidos',
        errors: ['El email no es válido', 'Por favor, completa todos los campos requeridos de envío.'],
      },
    };
    expect(getErrorSummary(validation)).toBe(
      'Los datos enviados no son válidos. El email no es válido. Por favor, completa todos los campos requeridos de envío.',
    );
    expect(getErrorSummary({ status: 400, data: { errors: ['El email no es válido'] } })).toBe(
      'El email no es válido.',
    );
    expect(getErrorSummary({ status: 409, data: { success: false, message: 'Sin stock' } })).toBe('Sin stock');
    expect(getErrorSummary({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
  });
});
