import { formatPesos } from './pesos';

describe('formatPesos', () => {
  it('should write pesos the Chilean way, rounded, without decimals', () => {
    expect(formatPesos(12990)).toBe('$12.990');
    expect(formatPesos(1_234_567)).toBe('$1.234.567');
    expect(formatPesos(0)).toBe('$0');
    expect(formatPesos(24990.4)).toBe('$24.990');
    expect(formatPesos(Number.NaN)).toBe('$0');
  });
});
