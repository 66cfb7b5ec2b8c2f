import { repeatWithoutOverlap } from './repeat';

describe(repeatWithoutOverlap.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should skip the beats that come while the previous run is still going, and stop when told', async () => {
    const answers: Array<() => void> = [];
    const task = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const stop = repeatWithoutOverlap(task, 1000);

    await jest.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);

    answers[0]();
    await jest.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);

    stop();
    answers[1]();
    await jest.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('should go on after a run that failed', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('sin conexión')).mockResolvedValue(undefined);
    const stop = repeatWithoutOverlap(task, 1000);

    await jest.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
  });
});
