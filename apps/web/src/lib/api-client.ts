import {
  type ApiErrorBody,
  type ErrorLike,
  type ErrorMessageOptions,
  errorMessage,
  INTL_LOCALE,
  REQUEST_TIMEOUT_MS,
  type RefreshResponse,
} from '@marketday/shared';
import { ApiError, isCancel, type RequestOptions, send } from './http-transport';
import { currentLocale } from './i18n/i18n';
import { sayShared } from './i18n/use-messages';
import { isStoppedLoad, startingLoadSignal } from './load-requests';
import { eitherSignal, SAVE_STOPPED_MESSAGES, saveStoppedMessage, startingSaveSignal } from './save-requests';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-cookies';

export { ApiError, isCancel, type RequestOptions } from './http-transport';

// The only place that speaks HTTP (docs/product.md §7, §9), on the platform's fetch: an HTTP library would be
// the biggest piece of the first page's JavaScript (docs/decisions/021-first-page-weight.md).
const baseUrl = import.meta.env.VITE_API_URL ?? '';

export type ApiResponse<T> = { data: T };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let sessionClearedListener: (() => void) | null = null;
export function onSessionCleared(listener: (() => void) | null) {
  sessionClearedListener = listener;
}

export function clearSession() {
  clearTokens();
  sessionClearedListener?.();
}

// Refresh tokens rotate, so concurrent 401s must share one refresh or the second would look like reuse.
let refreshing: Promise<string> | null = null;
// Across tabs (which share the cookies) a Web Lock does the same: one tab refreshes, the others wait for it.
const REFRESH_LOCK = 'marketday-refresh';

async function refreshAccessToken(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new Error('No refresh token');
  const { data } = await request<RefreshResponse>('POST', '/auth/refresh', undefined, {
    headers: { Authorization: `Bearer ${refreshToken}` },
    skipRefresh: true,
  });
  storeTokens({ access: data.access_token, refresh: data.refresh_token });
  return data.access_token;
}

function refusedRefresh(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const status = error.response?.status;
  return status === 401 || status === 403;
}

// `failedWith` is the Authorization header the 401 came back for. If the cookie holds another access token by the
// time this tab has the lock, another tab has just refreshed: use its tokens instead of refreshing again.
async function refreshOnce(failedWith: string | undefined): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshAccessToken();
  return locks.request(REFRESH_LOCK, async () => {
    const current = getAccessToken();
    if (current && `Bearer ${current}` !== failedWith) return current;
    return refreshAccessToken();
  });
}

/** A request of a save the manager stopped waiting for (lib/save-requests.ts); it may still have reached the server. */
export class SaveStoppedError extends ApiError {
  constructor(method: Method) {
    super(saveStoppedMessage(method), 'ERR_CANCELED');
    this.name = 'SaveStoppedError';
  }
}

// A request a save starts (a mutation, lib/query-client.ts) is aborted with it, and one a query starts with the
// query's fetch, besides by its caller's own signal. Their signals are read here, before the first `await`, while
// the mutation or query function is still running.
async function request<T>(
  method: Method,
  url: string,
  body: unknown,
  requested: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const load = startingLoadSignal();
  const options = load ? { ...requested, signal: eitherSignal(requested.signal, load) } : requested;
  const save = startingSaveSignal();
  if (!save) return requestOnce<T>(method, url, body, options);
  try {
    return await requestOnce<T>(method, url, body, {
      ...options,
      signal: eitherSignal(options.signal, save),
    });
  } catch (error) {
    if (save.aborted && isCancel(error)) throw new SaveStoppedError(method);
    throw error;
  }
}

async function requestOnce<T>(
  method: Method,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiResponse<T>> {
  const token = getAccessToken();
  const headers = { ...options.headers };
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  const attempt = { ...options, headers, timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS };
  try {
    return await send<T>({ method, url: `${baseUrl}${url}`, body, options: attempt });
  } catch (error) {
    // One refresh per request; the refresh and login calls themselves never trigger one.
    if (!(error instanceof ApiError) || error.response?.status !== 401) throw error;
    if (options.skipRefresh || !getRefreshToken()) throw error;
    let fresh: string;
    try {
      refreshing ??= refreshOnce(headers.Authorization).finally(() => {
        refreshing = null;
      });
      fresh = await refreshing;
    } catch (refreshError) {
      // Only the server refusing the refresh token ends the session. A refresh that could not reach it (offline
      // at the market) or failed on its side keeps the tokens, and the caller sees that failure, not the 401.
      if (!refusedRefresh(refreshError)) throw refreshError;
      clearSession();
      throw error;
    }
    const retry = { ...attempt, headers: { ...headers, Authorization: `Bearer ${fresh}` } };
    return send<T>({ method, url: `${baseUrl}${url}`, body, options: retry });
  }
}

// Answers carry `data` (parsed JSON, a Blob with responseType 'blob'); a refusal throws an ApiError whose
// `response` holds the status and the parsed error body; no answer at all throws one without `response`.
export const api = {
  get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options?: RequestOptions & { data?: unknown }) =>
    request<T>('DELETE', url, options?.data, options),
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, body, options),
  patch: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, body, options),
};

export function toErrorLike(error: unknown): ErrorLike {
  if (error instanceof ApiError) {
    if (error.response) {
      const body = error.response.data as { detail?: unknown; resets_at?: unknown } | undefined;
      const detail = typeof body?.detail === 'string' ? body.detail : undefined;
      const resetsAt = typeof body?.resets_at === 'string' ? body.resets_at : undefined;
      return { kind: 'http', status: error.response.status, detail, message: error.message, resetsAt };
    }
    return { kind: 'network', message: error.message };
  }
  if (error instanceof Error) return { kind: 'error', message: error.message };
  return { kind: 'unknown' };
}

export function getErrorMessage(error: unknown, options?: ErrorMessageOptions): string {
  if (error instanceof SaveStoppedError) return error.message;
  if (isStoppedLoad(error)) return SAVE_STOPPED_MESSAGES.read;
  return errorMessage(toErrorLike(error), {
    ...options,
    say: sayShared,
    intlLocale: INTL_LOCALE[currentLocale()],
  });
}

/**
 * True when the server was not reached: no answer (network down, timeout) or the browser's fetch failed. Not a
 * cancel, and not an HTTP answer, however bad.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return !error.response && error.code !== 'ERR_CANCELED';
  return error instanceof TypeError;
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.response?.status : undefined;
}

export type ServerFieldError = NonNullable<ApiErrorBody['errors']>[number];

function isFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

// The fields the server named in a refused request (`errors[].path`, dot-joined like `tokens.0.count`).
// A plain check rather than ApiErrorBodySchema: zod stays off the first page.
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.response?.data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) && errors.every(isFieldError) ? errors : [];
}
