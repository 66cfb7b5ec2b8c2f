import { InputTooDeepError, MAX_INPUT_DEPTH, sanitizeInput, cleanText } from './input-sanitizer';

/** `levels` arrays inside each other around a string. */
const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

describe(sanitizeInput.name, () => {
  it('should remove NUL and the other C0 controls and DEL, keeping tab and line breaks', () => {
    expect(cleanText('a\u0000b\u0001\u0008\u000b\u000c\u000e\u001f\u007fc')).toBe('abc');
    expect(cleanText('línea 1\r\n\tlínea 2')).toBe('línea 1\r\n\tlínea 2');
    expect(sanitizeInput('ab\u0000')).toBe('ab');
  });

  it('should replace a lone surrogate, which makes encodeURI (and so isEmail) throw, and keep pairs', () => {
    expect(cleanText('a\ud800@x.cl \udc00 😀')).toBe('a\ufffd@x.cl \ufffd 😀');
    expect(() => encodeURI(cleanText('\ud800'))).not.toThrow();
  });

  it('should clean every string and key of a body without touching the original', () => {
    const body = {
      items: [{ productId: 1, quantity: 2, note: 'a\u0000' }],
      'guest\u0000Info': { email: '\u0000ana@example.cl', phone: null },
      flag: true,
    };
    expect(sanitizeInput(body)).toEqual({
      items: [{ productId: 1, quantity: 2, note: 'a' }],
      guestInfo: { email: 'ana@example.cl', phone: null },
      flag: true,
    });
    expect(body.items[0].note).toBe('a\u0000');
  });

  it('should clean query strings parsed without a prototype, and repeated parameters', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, {
      q: 'a\u0000b',
      page: ['1', '2\u0007'],
    });
    expect(sanitizeInput(query)).toEqual({ q: 'ab', page: ['1', '2'] });
  });

  it('should drop __proto__ keys instead of setting a prototype', () => {
    const clean = sanitizeInput(JSON.parse('{"__proto__": {"admin": true}, "a": 1}')) as Record<string, unknown>;
    expect(clean).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(clean.admin).toBeUndefined();
  });

  it('should leave numbers, booleans, null, undefined and non-plain objects as they are', () => {
    const buffer = Buffer.from('a\u0000');
    expect([42, true, null, undefined].map(sanitizeInput)).toEqual([42, true, null, undefined]);
    expect(sanitizeInput(buffer)).toBe(buffer);
  });

  it(`should accept ${MAX_INPUT_DEPTH} levels and refuse deeper nesting without overflowing the stack`, () => {
    expect(sanitizeInput(nested(MAX_INPUT_DEPTH))).toEqual(nested(MAX_INPUT_DEPTH));
    expect(() => sanitizeInput(nested(MAX_INPUT_DEPTH + 1))).toThrow(InputTooDeepError);
    expect(() => sanitizeInput(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)))).toThrow(InputTooDeepError);
  });
});
