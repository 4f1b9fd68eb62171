import { useMutation } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_REQUEST_MS } from '@/hooks/use-slow-pending';
import { api } from '@/lib/api-client';
import { SAVE_STOPPED_MESSAGES } from '@/lib/save-requests';
import { holdEveryRequest, renderWithSaves } from '@/test/held-network';

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
