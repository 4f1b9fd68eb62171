// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, getErrorMessage } from './api-client';
import { stopWaitingForLoads } from './load-requests';
import { createQueryClient } from './query-client';
import { SAVE_STOPPED_MESSAGES } from './save-requests';

function holdFetch() {
  const held: { url: string; signal: AbortSignal }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const signal = init.signal as AbortSignal;
      held.push({ url, signal });
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }),
  );
  return held;
}

const aborted = (held: { url: string; signal: AbortSignal }[], url: string) =>
  held.find((request) => request.url === url)?.signal.aborted;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page loads the manager can stop waiting for', () => {
  it('stops a first load a screen shows, not a refetch of data on screen, a prefetch, or a request no query made', async () => {
    const held = holdFetch();
    const queryClient = createQueryClient();
    const watch = (url: string) =>
      new QueryObserver(queryClient, {
        queryKey: [url],
        queryFn: async () => (await api.get(url)).data,
      }).subscribe(() => undefined);
    watch('/first');
    queryClient.setQueryData(['/shown'], ['kept']);
    // Kept data is stale at once: showing it refetches.
    watch('/shown');
    void queryClient.prefetchQuery({ queryKey: ['/ahead'], queryFn: () => api.get('/ahead') });
    void api.get('/plain').catch(() => undefined);
    await vi.waitFor(() => expect(held).toHaveLength(4));

    await stopWaitingForLoads(queryClient);
    expect(aborted(held, '/first')).toBe(true);
    expect(aborted(held, '/shown')).toBe(false);
    expect(aborted(held, '/ahead')).toBe(false);
    expect(aborted(held, '/plain')).toBe(false);
    // The page is left with an error to show, not skeletons: it says what happened.
    const first = queryClient.getQueryState(['/first']);
    expect(first?.status).toBe('error');
    expect(first?.fetchStatus).toBe('idle');
    expect(getErrorMessage(first?.error)).toBe(SAVE_STOPPED_MESSAGES.read);
    expect(queryClient.getQueryData(['/shown'])).toEqual(['kept']);
  });

  it('aborts the request of a page left before it answered', async () => {
    const held = holdFetch();
    const queryClient = createQueryClient();
    const leave = new QueryObserver(queryClient, {
      queryKey: ['/left'],
      queryFn: async () => (await api.get('/left')).data,
    }).subscribe(() => undefined);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    leave();
    expect(aborted(held, '/left')).toBe(true);
    // Nothing to show: it is as if it had never started.
    expect(queryClient.getQueryState(['/left'])?.status).toBe('pending');
  });
});
