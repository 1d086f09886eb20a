import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../deps.js';
import { PeriodicTask } from './periodic.js';

describe('a periodic task', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const logger = createLogger({ logLevel: 'silent' });

  it('runs every interval once started, and no more once stopped', async () => {
    const task = vi.fn(async () => undefined);
    const periodic = new PeriodicTask('test', 1000, task, logger);

    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    periodic.start();
    periodic.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    periodic.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('keeps running after a failed run', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const periodic = new PeriodicTask('test', 1000, task, logger);

    periodic.start();
    await vi.advanceTimersByTimeAsync(2000);
    periodic.stop();

    expect(task).toHaveBeenCalledTimes(2);
  });

  it('never starts with no interval', async () => {
    const task = vi.fn(async () => undefined);
    const periodic = new PeriodicTask('test', 0, task, logger);

    periodic.start();
    await vi.advanceTimersByTimeAsync(5000);

    expect(periodic.running).toBe(false);
    expect(task).not.toHaveBeenCalled();
  });
});
