import { SharedStringStore } from './shared-string-store';

describe(SharedStringStore.name, () => {
  it('should give back every string, across 1 MB blocks, while strings are still being added', () => {
    const store = new SharedStringStore();
    try {
      const texts = Array.from({ length: 30000 }, (_, index) => `${index} Bujía ñandú ${'x'.repeat(index % 200)}`);
      texts.push('y'.repeat(3 * 1024 * 1024)); // longer than a block
      texts.push('');
      texts.slice(0, 100).forEach((text) => store.add(text));
      expect(store.get(99)).toBe(texts[99]);
      texts.slice(100).forEach((text) => store.add(text));
      for (const index of [0, 99, 100, 12345, 29999, 30000, 30001]) expect(store.get(index)).toBe(texts[index]);
      expect(store.get(30002)).toBeUndefined();
      expect(store.size).toBe(texts.length);
    } finally {
      store.close();
    }
  });
});
