// One Idempotency-Key per checkout attempt (POST /orders): a retry of the same order (a lost answer,
// a second click) sends the same key, so the server answers the order it already placed instead of
// placing another. What is ordered changing, or an order being placed, starts a new attempt.

/** A random UUID v4; crypto.randomUUID needs a secure context (https or localhost), getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type AttemptKeys = {
  /** The key of the current attempt; a new one when the payload differs from the attempt's. */
  keyFor: (payload: unknown) => string;
  /** The attempt placed its order: the next order is a new attempt. */
  done: () => void;
};

export function createAttemptKeys(newKey: () => string = newIdempotencyKey): AttemptKeys {
  let current: { key: string; payload: string } | null = null;
  return {
    keyFor(payload) {
      const fingerprint = JSON.stringify(payload);
      if (current?.payload !== fingerprint) current = { key: newKey(), payload: fingerprint };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
