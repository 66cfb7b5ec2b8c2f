/** mulberry32: a tiny, fast 32-bit PRNG; the same seed always yields the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic helpers over mulberry32, for reproducible demo data. */
export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** [0, 1) */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() on an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by relative weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let threshold = this.next() * total;
    for (const item of items) {
      threshold -= weight(item);
      if (threshold < 0) return item;
    }
    return items[items.length - 1];
  }

  /** A new array in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** Fills a code pattern: '#' digit, '@' letter, '*' digit or letter; anything else is literal. */
  code(pattern: string): string {
    const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
    const alphanumeric = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
    let out = '';
    for (const char of pattern) {
      if (char === '#') out += String(this.int(0, 9));
      else if (char === '@') out += this.pick([...letters]);
      else if (char === '*') out += this.pick([...alphanumeric]);
      else out += char;
    }
    return out;
  }
}
