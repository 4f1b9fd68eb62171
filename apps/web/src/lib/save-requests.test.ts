// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, getErrorMessage, isCancel, isNetworkFailure, SaveStoppedError } from './api-client';
import { shouldQueue } from './offline/network';
import { runAsSave, SAVE_STOPPED_MESSAGES, stopWaitingForSaves } from './save-requests';

function holdFetch() {
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit = {}) => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }),
  );
  return signals;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saves the manager can stop waiting for', () => {
  it('aborts a create and says it may have arrived; it is a cancel, not a failure to hold on the device', async () => {
    holdFetch();
    const save = runAsSave(() => api.post('/market-managers/vendors', { business_name: 'A' }));
    expect(stopWaitingForSaves()).toBe(1);
    const error = await save.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveStoppedError);
    expect(getErrorMessage(error)).toBe(SAVE_STOPPED_MESSAGES.create);
    expect(isCancel(error)).toBe(true);
    expect(isNetworkFailure(error)).toBe(false);
    // A stopped day report is not quietly kept on the device to send later.
    expect(shouldQueue(error)).toBe(false);
  });

  it('says a change can simply be sent again', async () => {
    holdFetch();
    const save = runAsSave(() => api.put('/market-managers/account', { firstname: 'A' }));
    stopWaitingForSaves();
    expect(getErrorMessage(await save.catch((e: unknown) => e))).toBe(SAVE_STOPPED_MESSAGES.change);
  });

  it('leaves alone a request no save started, and one a save started after its first wait', async () => {
    const signals = holdFetch();
    void api.post('/market-managers/transactions/m1', {}).catch(() => undefined);
    const save = runAsSave(async () => {
      await Promise.resolve();
      return api.put('/market-managers/account', {});
    }).catch(() => undefined);
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    expect(stopWaitingForSaves()).toBe(1);
    expect(signals.map((s) => s.aborted)).toEqual([false, false]);
    void save;
  });

  it('still lets the caller abort with its own signal', async () => {
    const signals = holdFetch();
    const own = new AbortController();
    const save = runAsSave(() => api.put('/market-managers/transactions/', {}, { signal: own.signal }));
    own.abort();
    const error = await save.catch((e: unknown) => e);
    expect(signals[0]?.aborted).toBe(true);
    expect(isCancel(error)).toBe(true);
    // Not the manager's Stop waiting: the caller says what happened.
    expect(error).not.toBeInstanceOf(SaveStoppedError);
    stopWaitingForSaves();
  });
});
