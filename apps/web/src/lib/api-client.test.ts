import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, networkError } from '@/test/http-errors';
import {
  ApiError,
  api,
  getErrorMessage,
  isCancel,
  isNetworkFailure,
  onSessionCleared,
  serverFieldErrors,
} from './api-client';
import { queryRetryDelay, shouldRetryQuery } from './query-client';

type Sent = { url: string; method: string; auth: string | undefined; headers: Headers; body: unknown };
type Handler = (request: Sent) => { status: number; data?: unknown; pdf?: string };

// A fake server behind fetch: records every request and answers from the handler.
function useServer(handler: Handler) {
  const calls: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const url = input.split('?')[0] ?? input;
      const sent = {
        url,
        method: init.method ?? 'GET',
        auth: headers.get('Authorization') ?? undefined,
        headers,
        body: init.body,
      };
      calls.push({ ...sent, url: input });
      const { status, data, pdf } = handler(sent);
      if (pdf) return new Response(pdf, { status, headers: { 'Content-Type': 'application/pdf' } });
      return new Response(data === undefined ? null : JSON.stringify(data), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

// A server that never answers: the request ends only when its signal aborts (the caller or the timeout).
function stubFetchAnsweringNever() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
}

beforeEach(() => {
  Cookies.set('auth_token', 'old-access');
  Cookies.set('refresh_token', 'refresh-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
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
    const calls = useServer((request) => {
      if (request.url === '/auth/refresh')
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      const auth = request.auth;
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
    const calls = useServer((request) => {
      if (request.url === '/auth/refresh')
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      return request.auth === 'Bearer new-access' ? { status: 200, data: request.url } : { status: 401 };
    });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
  });

  it('tries only one refresh per request: a second 401 fails without another refresh', async () => {
    const calls = useServer((request) =>
      request.url === '/auth/refresh'
        ? { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } }
        : { status: 401 },
    );
    await expect(api.get('/users/self')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
  });

  it('keeps the session when the refresh cannot reach the server, and says the network failed', async () => {
    const cleared = vi.fn();
    onSessionCleared(cleared);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input === '/auth/refresh') throw new TypeError('Failed to fetch');
        return new Response(null, { status: 401 });
      }),
    );
    const error = await api.get('/users/self').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', response: undefined });
    expect(isNetworkFailure(error)).toBe(true);
    expect(cleared).not.toHaveBeenCalled();
    expect(Cookies.get('auth_token')).toBe('old-access');
    expect(Cookies.get('refresh_token')).toBe('refresh-1');
  });

  // Only the server refusing the refresh token (401, 403) ends the session; a failure on its side keeps the tokens.
  it.each([
    { refresh: 401, failsWith: 401, ends: true, case: 'clears the session when the refresh fails' },
    {
      refresh: 403,
      failsWith: 401,
      ends: true,
      case: 'clears the session when the server refuses it with 403',
    },
    {
      refresh: 503,
      failsWith: 503,
      ends: false,
      case: "keeps the session when it fails on the server's side",
    },
  ])(
    '$case (refresh answered $refresh, the caller sees $failsWith)',
    async ({ refresh, failsWith, ends }) => {
      const cleared = vi.fn();
      onSessionCleared(cleared);
      useServer((request) => ({ status: request.url === '/auth/refresh' ? refresh : 401 }));
      const error = await api.get('/users/self').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ response: { status: failsWith } });
      expect(cleared).toHaveBeenCalledTimes(ends ? 1 : 0);
      expect(Cookies.get('auth_token')).toBe(ends ? undefined : 'old-access');
      expect(Cookies.get('refresh_token')).toBe(ends ? undefined : 'refresh-1');
    },
  );

  it('an expired access token without a network keeps the session', async () => {
    const cleared = vi.fn();
    onSessionCleared(cleared);
    // The access cookie has expired; only the refresh cookie is left.
    Cookies.remove('auth_token');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.post('/market-managers/transactions/m1', {}).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
    expect(cleared).not.toHaveBeenCalled();
    expect(Cookies.get('refresh_token')).toBe('refresh-1');
  });

  it('tells a failure to reach the server from an answer and from a cancel', () => {
    expect(isNetworkFailure(networkError())).toBe(true);
    expect(isNetworkFailure(new ApiError('timeout of 10ms exceeded', 'ECONNABORTED'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(httpError(503))).toBe(false);
    expect(isNetworkFailure(new ApiError('canceled', 'ERR_CANCELED'))).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });

  it('turns failures into the catalogue messages', async () => {
    useServer(() => ({ status: 404, data: { detail: 'Market not found' } }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe('The requested resource was not found.');
    expect(getErrorMessage(error, { useDetail: true })).toBe('Market not found');
    expect(getErrorMessage(networkError())).toBe('Server connection error.');
    expect(getErrorMessage(new Error('boom'))).toBe('Error: boom');
    expect(getErrorMessage('???')).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('requests and answers on fetch', () => {
  it('writes params as a query string, leaving out empty values', async () => {
    const calls = useServer(() => ({ status: 200, data: [] }));
    await api.get('/market-managers/reports', {
      params: { market_id: 'm 1', start_date: '2026-01-01', vendor_type: undefined, page: 2, all: null },
    });
    expect(calls[0]?.url).toBe('/market-managers/reports?market_id=m+1&start_date=2026-01-01&page=2');
  });

  it('sends objects as JSON and forms as multipart, without a JSON type on an empty body', async () => {
    const calls = useServer(() => ({ status: 200, data: {} }));
    await api.post('/a', { gross: 5 }, { headers: { 'Idempotency-Key': 'k-1' } });
    const form = new FormData();
    form.set('username', 'manager');
    await api.post('/b', form, { headers: { 'Content-Type': 'multipart/form-data' } });
    await api.patch('/c');
    await api.delete('/d', { data: { ids: ['1'] } });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0]?.body).toBe('{"gross":5}');
    expect(calls[1]?.body).toBe(form);
    // The browser writes multipart/form-data with its boundary itself.
    expect(calls[1]?.headers.get('Content-Type')).toBeNull();
    expect(calls[2]?.body).toBeUndefined();
    expect(calls[2]?.headers.get('Content-Type')).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'PATCH', 'DELETE']);
    expect(calls[3]?.body).toBe('{"ids":["1"]}');
  });

  it('reads a file answer as a Blob', async () => {
    useServer(() => ({ status: 200, pdf: '%PDF-1.7' }));
    const { data } = await api.get<Blob>('/receipt', { responseType: 'blob' });
    expect(data.type).toBe('application/pdf');
    expect(await data.text()).toBe('%PDF-1.7');
  });

  it('gives a refusal its status and body, and the fields the server named', async () => {
    useServer(() => ({
      status: 422,
      data: { detail: 'Invalid', status: 422, errors: [{ path: 'tokens.0.count', message: 'Too many' }] },
    }));
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response?.status).toBe(422);
    expect(serverFieldErrors(error)).toEqual([{ path: 'tokens.0.count', message: 'Too many' }]);
    expect(serverFieldErrors(httpError(422, { errors: [{ path: 1 }] }))).toEqual([]);
  });

  it('stops waiting when the caller aborts, and says it was a cancel', async () => {
    stubFetchAnsweringNever();
    const controller = new AbortController();
    const pending = api.post('/slow', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isCancel(error)).toBe(true);
    expect(isCancel(httpError(500))).toBe(false);
  });

  it('gives up after the timeout as a network failure that queries retry', async () => {
    stubFetchAnsweringNever();
    const error = await api.get('/slow', { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNABORTED', response: undefined });
    expect(isCancel(error)).toBe(false);
    expect(getErrorMessage(error)).toBe('Server connection error.');
    expect(shouldRetryQuery(0, error)).toBe(true);
  });

  it('turns a failed connection into a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
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
    const calls = useServer((request) => {
      // A second refresh with the rotated token would be taken for reuse.
      if (request.url === '/auth/refresh') return { status: 401 };
      return request.auth === 'Bearer other-tab-access'
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
    const calls = useServer((request) => {
      if (request.url === '/auth/refresh')
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'refresh-2' } };
      return request.auth === 'Bearer new-access' ? { status: 200, data: { ok: true } } : { status: 401 };
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
    expect(shouldRetryQuery(0, networkError())).toBe(true);
    expect(shouldRetryQuery(0, new Error('timeout of 10000ms exceeded'))).toBe(true);
    expect(shouldRetryQuery(0, new Error('something else'))).toBe(false);
  });

  it('waits under 2 s in all across the three retries, so an error card shows soon', () => {
    const waits = [0, 1, 2].map(queryRetryDelay);
    expect(waits).toEqual([250, 500, 1000]);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(2000);
  });
});
