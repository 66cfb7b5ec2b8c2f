/**
 * Values kept in this process, the most recently used first, within a budget of bytes and of
 * entries: beyond either, the least recently used go. A value larger than the whole budget is not
 * kept at all (it would push everything else out).
 *
 * @example
 * const images = new SizedLru<Buffer>({ maxBytes: 32 * 1024 * 1024, maxEntries: 2_000 });
 * images.set(id, bytes, bytes.length);
 * images.get(id); // the bytes, now the most recently used
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(private readonly limits: { maxBytes: number; maxEntries: number }) {}

  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, which becomes the most recently used; undefined when not kept. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value as the most recently used, forgetting the least recently used beyond the budget. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.limits.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
