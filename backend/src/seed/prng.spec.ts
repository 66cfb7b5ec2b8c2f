import { mulberry32, Random } from './prng';

describe('prng', () => {
  it('should repeat the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('should give another sequence for another seed', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('should keep int() within its bounds', () => {
    const random = new Random(7);
    const values = Array.from({ length: 500 }, () => random.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });

  it('should fill code patterns', () => {
    const code = new Random(9).code('0 986 ### ### @*');
    expect(code).toMatch(/^0 986 \d{3} \d{3} [A-Z][A-Z0-9]$/);
  });
});
