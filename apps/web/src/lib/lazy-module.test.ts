import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyModule', () => {
  it('fetches for a caller that may wait no sooner than after the first screen, and once', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValue('module');
    const code = lazyModule(load);
    const waiting = code.loadAfterFirstScreen();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(code.current()).toBeUndefined();
    await vi.runAllTimersAsync();
    await expect(waiting).resolves.toBe('module');
    expect(code.current()).toBe('module');
    await expect(code.loadAfterFirstScreen()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches at once for a caller that must not wait', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValue('module');
    const code = lazyModule(load);
    await expect(code.load()).resolves.toBe('module');
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again at the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const code = lazyModule(load);
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe('module');
  });
});
