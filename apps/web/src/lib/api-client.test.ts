import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@/test/http-errors';
import { api, getErrorMessage, onSessionCleared } from './api-client';
import { queryRetryDelay, shouldRetryQuery } from './query-client';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };

// A fake transport: records every request and answers from the handler.
function useServer(handler: Handler) {
  const calls: { url: string; auth: string | undefined }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({ url: config.url ?? '', auth: config.headers.Authorization as string | undefined });
    const { status, data } = handler(config);
    if (status >= 200 && status < 300)
      return { status, data, statusText: String(status), headers: {}, config };
    throw httpError(status, data, config);
  };
  api.defaults.adapter = adapter;
  return calls;
}

beforeEach(() => {
  Cookies.set('auth_token', 'old-access');
  Cookies.set('refresh_token', 'refresh-1');
});
afterEach(() => {
  Cookies.remove('auth_token');
  Cookies.remove('refresh_token');
  onSessionCleared(null);
});

describe('api client', () => {
  it('sends the stored bearer token', async () => {
    const calls = useServer(() => ({ status: 200, data: {} }));
    await api.get('/users/self');
    expect(calls[0]?.auth).toBe('Bearer old-access');
  });

  it('refreshes once after a 401, stores both new tokens and repeats the request', async () => {
    const calls = useServer((config) => {
      if (config.url === '/auth/refresh')
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      const auth = config.headers.Authorization;
      return auth === 'Bearer new-access' ? { status: 200, data: { ok: true } } : { status: 401 };
    });
    const { data } = await api.get('/users/self');
    expect(data).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/users/self', '/auth/refresh', '/users/self']);
    expect(calls[1]?.auth).toBe('Bearer refresh-1');
    expect(Cookies.get('auth_token')).toBe('new-access');
    expect(Cookies.get('refresh_token')).toBe('refresh-2');
  });

  it('shares one refresh between requests that fail together', async () => {
    const calls = useServer((config) => {
      if (config.url === '/auth/refresh')
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      return config.headers.Authorization === 'Bearer new-access'
        ? { status: 200, data: config.url }
        : { status: 401 };
    });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
  });

  it('tries only one refresh per request: a second 401 fails without another refresh', async () => {
    const calls = useServer((config) =>
      config.url === '/auth/refresh'
        ? { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } }
        : { status: 401 },
    );
    await expect(api.get('/users/self')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
  });

  it('clears the session when the refresh fails', async () => {
    const cleared = vi.fn();
    onSessionCleared(cleared);
    useServer(() => ({ status: 401 }));
    await expect(api.get('/users/self')).rejects.toBeInstanceOf(AxiosError);
    expect(cleared).toHaveBeenCalledOnce();
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
  });

  it('turns failures into the catalogue messages', async () => {
    useServer(() => ({ status: 404, data: { detail: 'Market not found' } }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe('The requested resource was not found.');
    expect(getErrorMessage(error, { useDetail: true })).toBe('Market not found');
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Server connection error.');
    expect(getErrorMessage(new Error('boom'))).toBe('Error: boom');
    expect(getErrorMessage('???')).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('refresh across tabs (Web Locks)', () => {
  // A stand-in for navigator.locks: one holder per name at a time, in request order.
  function installLocks() {
    const requested: string[] = [];
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (name: string, callback: () => unknown) => {
        requested.push(name);
        const run = tail.then(() => callback());
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return { locks, requested };
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('waits for another tab that is refreshing and then uses its new tokens instead of refreshing again', async () => {
    const { locks, requested } = installLocks();
    let finishOtherTab = () => {};
    // The other tab holds the lock while its refresh is under way, then writes the shared cookies.
    void locks.request('marketday-refresh', async () => {
      await new Promise<void>((resolve) => {
        finishOtherTab = resolve;
      });
      Cookies.set('auth_token', 'other-tab-access');
      Cookies.set('refresh_token', 'refresh-2');
    });
    const calls = useServer((config) => {
      // A second refresh with the rotated token would be taken for reuse.
      if (config.url === '/auth/refresh') return { status: 401 };
      return config.headers.Authorization === 'Bearer other-tab-access'
        ? { status: 200, data: { ok: true } }
        : { status: 401 };
    });
    const pending = api.get('/users/self');
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    finishOtherTab();
    expect((await pending).data).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/users/self', '/users/self']);
    expect(Cookies.get('refresh_token')).toBe('refresh-2');
  });

  it('refreshes inside the lock when no other tab has refreshed', async () => {
    const { requested } = installLocks();
    const calls = useServer((config) => {
      if (config.url === '/auth/refresh')
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      return config.headers.Authorization === 'Bearer new-access'
        ? { status: 200, data: { ok: true } }
        : { status: 401 };
    });
    expect((await api.get('/users/self')).data).toEqual({ ok: true });
    expect(requested).toEqual(['marketday-refresh']);
    expect(calls.map((c) => c.url)).toEqual(['/users/self', '/auth/refresh', '/users/self']);
  });
});

describe('query retry policy', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i up to three times', (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(true);
    expect(shouldRetryQuery(2, httpError(status))).toBe(true);
    expect(shouldRetryQuery(3, httpError(status))).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it('retries network errors and timeouts', () => {
    expect(shouldRetryQuery(0, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetryQuery(0, new Error('timeout of 10000ms exceeded'))).toBe(true);
    expect(shouldRetryQuery(0, new Error('something else'))).toBe(false);
  });

  it('waits under 2 s in all across the three retries, so an error card shows soon', () => {
    const waits = [0, 1, 2].map(queryRetryDelay);
    expect(waits).toEqual([250, 500, 1000]);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(2000);
  });
});
