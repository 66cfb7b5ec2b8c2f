/**
 * A value kept in this process and read again once it is older than `maxAgeMs`; concurrent
 * callers share one reading. After a write, `forget()` makes the next call read again and drops a
 * reading already under way (it may have started before the write), so a stale answer never
 * becomes current.
 *
 * @example
 * private readonly settings = new MaxAgeValue(250, () => this.readRow());
 * forStorefront() { return this.settings.get(); }
 * afterSave() { this.settings.forget(); }
 */
export class MaxAgeValue<T> {
  private cached: { value: T; readAt: number } | null = null;
  private reading: Promise<T> | null = null;
  /** Counts forget() calls, so a value read before one is never kept as current. */
  private forgets = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly read: () => Promise<T>,
  ) {}

  /**
   * The kept value when younger than maxAgeMs, else a new reading: the one under way, shared, or
   * with `readElsewhere` (e.g. on a transaction's own connection) a reading of the caller's own,
   * kept unless a forget() came meanwhile or a newer value is already kept.
   */
  async get(readElsewhere?: () => Promise<T>): Promise<T> {
    if (this.cached && Date.now() - this.cached.readAt < this.maxAgeMs) return this.cached.value;
    return readElsewhere ? this.readThrough(readElsewhere) : this.shared();
  }

  /** After a write: the next call reads again; a reading under way is not kept. */
  forget(): void {
    this.cached = null;
    this.reading = null;
    this.forgets++;
  }

  private shared(): Promise<T> {
    if (!this.reading) {
      const readAt = Date.now();
      const reading: Promise<T> = this.read()
        .then((value) => {
          // A reading that forget() abandoned may predate the write: it must not become current.
          if (this.reading === reading) this.cached = { value, readAt };
          return value;
        })
        .finally(() => {
          if (this.reading === reading) this.reading = null;
        });
      this.reading = reading;
    }
    return this.reading;
  }

  private async readThrough(readElsewhere: () => Promise<T>): Promise<T> {
    const readAt = Date.now();
    const forgetsBefore = this.forgets;
    const value = await readElsewhere();
    if (this.forgets === forgetsBefore && (!this.cached || this.cached.readAt < readAt))
      this.cached = { value, readAt };
    return value;
  }
}
