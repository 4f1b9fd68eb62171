import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenRestored } from './restore-state';
import { useRestoredCache } from './use-restored-cache';

// Issue 32: online, the first screen does not wait for the device's saved data; offline it does.
describe('useRestoredCache', () => {
  let online: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    Cookies.set('refresh_token', 'refresh');
    online = vi.spyOn(navigator, 'onLine', 'get');
    vi.useFakeTimers();
  });
  afterEach(() => {
    Cookies.remove('refresh_token');
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('online: nothing waits, and the restore runs after the first screen', async () => {
    online.mockReturnValue(true);
    const restore = vi.fn(async () => () => {});
    const { result } = renderHook(() => useRestoredCache(new QueryClient(), restore));
    expect(result.current).toBe(false);
    expect(restore).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('online but the server out of reach: asking for the saved data starts the restore at once', async () => {
    online.mockReturnValue(true);
    let finish: () => void = () => {};
    const restore = vi.fn(
      () =>
        new Promise<() => void>((resolve) => {
          finish = () => resolve(() => {});
        }),
    );
    renderHook(() => useRestoredCache(new QueryClient(), restore));
    let restored = false;
    void whenRestored().then(() => {
      restored = true;
    });
    expect(restore).toHaveBeenCalledTimes(1);
    await act(async () => Promise.resolve());
    expect(restored).toBe(false);
    await act(async () => finish());
    expect(restored).toBe(true);
    // The idle wait finds it started: not twice.
    await act(() => vi.runAllTimersAsync());
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('offline: the screen waits for the restore, which starts at once', async () => {
    online.mockReturnValue(false);
    const restore = vi.fn(async () => () => {});
    const { result } = renderHook(() => useRestoredCache(new QueryClient(), restore));
    expect(restore).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);
    await act(async () => Promise.resolve());
    expect(result.current).toBe(false);
  });
});
