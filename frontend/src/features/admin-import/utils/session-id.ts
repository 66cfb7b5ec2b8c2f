const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 9;

/**
 * 'import-' + timestamp + random suffix (admin.md section 3), e.g. 'import-1732300000000-k3j9x2ab1'.
 * getRandomValues rather than randomUUID: the latter only exists on https or localhost.
 */
export function createSessionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SUFFIX_LENGTH));
  const suffix = Array.from(bytes, (byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join('');
  return `import-${now}-${suffix}`;
}
