import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_REFRESH_MS, useKeepMarketDays } from './use-keep-market-days';

function renderKeep(enabled: boolean, refresh: () => Promise<unknown>) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ on }) => useKeepMarketDays({ enabled: on, refresh }), {
    wrapper,
    initialProps: { on: enabled },
  });
}

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('keeping the market days fresh', () => {
  it('refreshes at start, and again when the network returns', async () => {
    const refresh = vi.fn().mockResolvedValue(undefined);
    renderKeep(true, refresh);
    expect(refresh).toHaveBeenCalledOnce();
    await act(async () => {
      onlineManager.setOnline(false);
    });
    await act(async () => {
      onlineManager.setOnline(true);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing while offline or when not enabled', () => {
    const refresh = vi.fn().mockResolvedValue(undefined);
    onlineManager.setOnline(false);
    renderKeep(true, refresh);
    onlineManager.setOnline(true);
    const disabled = vi.fn().mockResolvedValue(undefined);
    renderKeep(false, disabled);
    expect(refresh).toHaveBeenCalledOnce();
    expect(disabled).not.toHaveBeenCalled();
  });

  it('runs one refresh at a time', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderKeep(true, refresh);
    await act(async () => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(refresh).toHaveBeenCalledOnce();
    await act(async () => finish());
    await act(async () => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes every 15 minutes while visible', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn().mockResolvedValue(undefined);
    renderKeep(true, refresh);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(KEEP_REFRESH_MS);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
