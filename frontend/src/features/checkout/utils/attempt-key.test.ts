import { describe, expect, it, vi } from 'vitest';

import { createAttemptKeys, newIdempotencyKey } from '@/features/checkout/utils/attempt-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkout attempt keys', () => {
  it('keeps the key while the same order is retried and starts a new one when it changes or is placed', () => {
    const keys = createAttemptKeys();
    const order = { items: [{ productId: 7, quantity: 2 }], region: 'RM' };
    const first = keys.keyFor(order);
    expect(first).toMatch(UUID);
    expect(keys.keyFor({ ...order, items: [{ productId: 7, quantity: 2 }] })).toBe(first);

    const changed = keys.keyFor({ ...order, items: [{ productId: 7, quantity: 3 }] });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ ...order, items: [{ productId: 7, quantity: 3 }] })).not.toBe(changed);
  });

  it('makes a UUID v4 without crypto.randomUUID (plain http pages)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(getRandomValues).toHaveBeenCalledTimes(20);
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      getRandomValues.mockRestore();
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
