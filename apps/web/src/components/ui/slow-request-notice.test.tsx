import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_REQUEST_MS } from '@/hooks/use-slow-pending';
import { api } from '@/lib/api-client';
import { SAVE_STOPPED_MESSAGES } from '@/lib/save-requests';
import { holdEveryRequest, renderWithSaves } from '@/test/held-network';
import { DataTableErrorCard } from './data-table';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a save the network holds up', () => {
  it('stops only the saves: a request no mutation started, and a screen that stops its own, keep going', async () => {
    const held = holdEveryRequest();
    function Saves() {
      const change = useMutation({
        mutationFn: (name: string) => api.put('/market-managers/account', { name }),
      });
      const own = useMutation({
        mutationFn: (name: string) => api.post('/market-managers/transactions/m1', { name }),
        meta: { ownSlowNotice: true },
      });
      return (
        <>
          <button type="button" onClick={() => change.mutate('a')}>
            Change
          </button>
          <button type="button" onClick={() => own.mutate('b')}>
            Own
          </button>
          <output>{change.error?.message}</output>
        </>
      );
    }
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSaves(<Saves />);
    void api.post('/market-managers/transactions/m2', {}).catch(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Own' }));
    await vi.waitFor(() => expect(held).toHaveLength(3));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));

    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    const byUrl = (url: string) => held.find((request) => request.url === url)?.signal?.aborted;
    expect(byUrl('/market-managers/account')).toBe(true);
    expect(byUrl('/market-managers/transactions/m1')).toBe(false);
    expect(byUrl('/market-managers/transactions/m2')).toBe(false);
    expect(await screen.findByText(SAVE_STOPPED_MESSAGES.change)).toBeInTheDocument();
  });
});

// A network that holds every request until the test answers it, the way fetch behaves: an abort rejects it.
function holdUntilAnswered() {
  const held: { url: string; signal: AbortSignal | undefined; answer: (data: unknown) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const signal = init.signal ?? undefined;
      return new Promise<Response>((resolve, reject) => {
        const answer = (data: unknown) =>
          resolve(new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } }));
        held.push({ url, signal, answer });
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }),
  );
  return held;
}

// A page's list: skeletons while it loads, its error card when it failed, the names once they came.
function Vendors() {
  const vendors = useQuery({
    queryKey: ['vendors'],
    queryFn: async () => (await api.get<string[]>('/market-managers/vendors')).data,
  });
  if (vendors.error) return <DataTableErrorCard error={vendors.error} />;
  if (vendors.isPending) return <p>Loading vendors</p>;
  return <p>{vendors.data.join(', ')}</p>;
}

const LOADING = 'Still loading… the network is slow.';

describe('a page load the network holds up', () => {
  it('says so after the threshold for a first load, not for a refetch of what is on screen', async () => {
    const held = holdUntilAnswered();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queryClient = renderWithSaves(<Vendors />);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS - 500));
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(LOADING)).toBeInTheDocument();

    act(() => held[0]?.answer(['Acme Farm']));
    expect(await screen.findByText('Acme Farm')).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();

    // The names are on screen: a refetch held up as long says nothing.
    void queryClient.invalidateQueries({ queryKey: ['vendors'] });
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS * 2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Acme Farm')).toBeInTheDocument();
  });

  it('Stop loading aborts the request and shows the error card, whose Retry loads again', async () => {
    const held = holdUntilAnswered();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSaves(<Vendors />);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS));

    await user.click(screen.getByRole('button', { name: 'Stop loading' }));
    expect(held[0]?.signal?.aborted).toBe(true);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent(SAVE_STOPPED_MESSAGES.read);
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    expect(screen.queryByText('Loading vendors')).not.toBeInTheDocument();
    // Stopped for good: no retry of its own comes after it.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(held).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    act(() => held[1]?.answer(['Acme Farm']));
    expect(await screen.findByText('Acme Farm')).toBeInTheDocument();
  });

  it('says nothing without a network: the query waits for it and the page shows what the device kept', async () => {
    const held = holdUntilAnswered();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    onlineManager.setOnline(false);
    try {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithSaves(<Vendors />);
      await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS * 2));
      expect(held).toHaveLength(0);
      expect(screen.getByText('Loading vendors')).toBeInTheDocument();
      expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
