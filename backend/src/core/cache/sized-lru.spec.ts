import { SizedLru } from './sized-lru';

describe(SizedLru.name, () => {
  it('should forget the least recently used beyond the byte budget', () => {
    const lru = new SizedLru<string>({ maxBytes: 10, maxEntries: 100 });
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);

    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(8);
  });

  it('should forget the least recently used beyond the entry budget', () => {
    const lru = new SizedLru<number>({ maxBytes: 1000, maxEntries: 2 });
    lru.set('a', 1, 1);
    lru.set('b', 2, 1);
    lru.set('c', 3, 1);

    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([undefined, 2, 3]);
    expect(lru.size).toBe(2);
  });

  it('should count a replaced value once, and not keep one larger than the whole budget', () => {
    const lru = new SizedLru<string>({ maxBytes: 10, maxEntries: 100 });
    lru.set('a', 'A', 6);
    lru.set('a', 'AA', 7);
    expect(lru.bytes).toBe(7);

    lru.set('b', 'huge', 11);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('AA');

    lru.delete('a');
    lru.delete('a');
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
  });
});
