/**
 * Nesting a request value may have: the deepest DTO (an order's lines) is 3 levels deep. Deeper
 * JSON would make the recursive copies of class-transformer and the validation pipe overflow the
 * stack (a 500) long before any rule looks at it.
 */
export const MAX_INPUT_DEPTH = 10;

/**
 * C0 control characters except tab, line feed and carriage return, and DEL. PostgreSQL text cannot
 * hold NUL (the query fails), and no form field needs the others.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Half of a surrogate pair without the other half: JSON can carry one ("\ud800"), and validators
 * that encode text (isEmail calls encodeURI) throw on it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Thrown when a value nests deeper than MAX_INPUT_DEPTH. */
export class InputTooDeepError extends Error {
  constructor() {
    super(`Input nested deeper than ${MAX_INPUT_DEPTH} levels`);
    this.name = InputTooDeepError.name;
  }
}

/** The text without control characters, a lone surrogate replaced by U+FFFD (as UTF-8 encoding does). */
export function cleanText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\ufffd');
}

type Container = Record<string, unknown> | unknown[];

/** Plain objects and arrays only: what JSON, query strings and multipart fields are made of. */
function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a request value (body, query, path parameter) with every string and key cleaned
 * (cleanText), and `__proto__` keys dropped. Iterative, so hostile nesting costs a
 * bounded loop instead of a stack overflow; deeper than MAX_INPUT_DEPTH throws InputTooDeepError.
 */
export function sanitizeInput(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (!isContainer(value)) return value;
  const copyOf = (container: Container): Container => (Array.isArray(container) ? [] : {});
  const root = copyOf(value);
  const pending: Array<{ source: Container; target: Container; depth: number }> = [
    { source: value, target: root, depth: 1 },
  ];
  while (pending.length > 0) {
    const { source, target, depth } = pending.pop()!;
    if (depth > MAX_INPUT_DEPTH) throw new InputTooDeepError();
    // Object.entries skips the holes of a sparse array (a multipart `tags[4294967294]`).
    for (const [rawKey, child] of Object.entries(source)) {
      const key = cleanText(rawKey);
      if (key === '__proto__') continue;
      let copy: unknown = child;
      if (typeof child === 'string') copy = cleanText(child);
      else if (isContainer(child)) {
        copy = copyOf(child);
        pending.push({ source: child, target: copy as Container, depth: depth + 1 });
      }
      (target as Record<string, unknown>)[key] = copy;
    }
  }
  return root;
}
