import { describe, expect, it } from 'vitest';

import { emailKindLabel } from '@/features/admin-emails/messages';

describe('emailKindLabel', () => {
  it('names every kind of e-mail the backend sends in Spanish', () => {
    expect(
      [
        'order-received',
        'order-paid',
        'order-status',
        'password-reset',
        'password-reset-google-only',
        'welcome',
        'password-changed',
        'shop-new-order',
        'import-finished',
      ].map(emailKindLabel),
    ).toEqual([
      'Pedido recibido',
      'Pago confirmado',
      'Cambio de estado',
      'Restablecer contraseña',
      'Restablecer contraseña (cuenta Google)',
      'Bienvenida',
      'Contraseña cambiada',
      'Nuevo pedido (tienda)',
      'Importación terminada',
    ]);
  });

  it('shows a kind it does not know as the server names it', () => {
    expect(emailKindLabel('newsletter')).toBe('newsletter');
  });
});
