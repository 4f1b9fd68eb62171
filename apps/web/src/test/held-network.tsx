import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { SlowRequestNotice } from '@/components/ui/slow-request-notice';
import { createQueryClient } from '@/lib/query-client';

export type HeldRequest = { url: string; method: string; signal: AbortSignal | undefined };

/** A network that takes every request and never answers, the way fetch behaves: an abort rejects it. */
export function holdEveryRequest(): HeldRequest[] {
  const held: HeldRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const signal = init.signal ?? undefined;
      held.push({ url, method: init.method ?? 'GET', signal });
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }),
  );
  return held;
}

/** Renders with the app's query client (every mutation a save that can be stopped), its alerts and slow notice. */
export function renderWithSaves(children: ReactNode) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        {children}
        <SlowRequestNotice />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}
