import { describe, expect, it } from 'vitest';

import { entityText, fieldLabel, kindLabel, valueText } from '@/features/admin-activity/messages';

describe('activity texts for e-mails and order details', () => {
  it('names a retried e-mail, its record and its statuses in Spanish', () => {
    expect(kindLabel('EMAIL_RETRIED')).toBe('Correo reintentado');
    expect(kindLabel('QUEUE_JOB_RETRIED')).toBe('Trabajo reintentado');
    expect(kindLabel('QUEUE_JOB_REMOVED')).toBe('Trabajo eliminado');
    expect(entityText('email', '12', 'order-status → ana@example.cl')).toBe(
      'Correo #12 · order-status → ana@example.cl',
    );
    expect(`${valueText('status', 'failed')} → ${valueText('status', 'pending')}`).toBe('Con error → Pendiente');
  });

  it('names the shipment and cancellation fields an order change may carry', () => {
    expect(['courier', 'trackingNumber', 'cancellationReason'].map(fieldLabel)).toEqual([
      'Empresa de transporte',
      'Número de seguimiento',
      'Motivo de la cancelación',
    ]);
  });
});
