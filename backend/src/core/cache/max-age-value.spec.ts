import { MaxAgeValue } from './max-age-value';

/** A read whose answers the test releases one by one. */
function pendingReads() {
  const releases: ((value: number) => void)[] = [];
  const read = jest.fn(() => new Promise<number>((resolve) => releases.push(resolve)));
  return { read, release: (index: number, value: number) => releases[index](value) };
}

describe(MaxAgeValue.name, () => {
  afterEach(() => jest.useRealTimers());

  it('should share one reading between concurrent callers and keep its value until maxAgeMs', async () => {
    jest.useFakeTimers({ now: 0 });
    const { read, release } = pendingReads();
    const value = new MaxAgeValue(250, read);
    const first = value.get();
    const second = value.get();
    release(0, 1);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    jest.setSystemTime(249);
    await expect(value.get()).resolves.toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    jest.setSystemTime(250);
    const third = value.get();
    release(1, 2);
    await expect(third).resolves.toBe(2);
  });

  it('should not keep a reading that began before forget()', async () => {
    const { read, release } = pendingReads();
    const value = new MaxAgeValue(60_000, read);
    const stale = value.get();
    value.forget();
    const fresh = value.get();
    release(0, 1);
    release(1, 2);
    await expect(stale).resolves.toBe(1);
    await expect(fresh).resolves.toBe(2);
    await expect(value.get()).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("should keep a caller's own reading unless forget() came meanwhile", async () => {
    const read = jest.fn(async () => 0);
    const value = new MaxAgeValue(60_000, read);
    await expect(value.get(async () => 1)).resolves.toBe(1);
    await expect(value.get()).resolves.toBe(1);

    value.forget();
    let release: (value: number) => void = () => undefined;
    const own = value.get(() => new Promise<number>((resolve) => (release = resolve)));
    value.forget();
    release(2);
    await expect(own).resolves.toBe(2);
    await expect(value.get()).resolves.toBe(0);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
