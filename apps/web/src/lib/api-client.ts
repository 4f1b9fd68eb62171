import {
  type ApiErrorBody,
  ApiErrorBodySchema,
  type ErrorLike,
  type ErrorMessageOptions,
  errorMessage,
  REQUEST_TIMEOUT_MS,
  type RefreshResponse,
} from '@marketday/shared';
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-cookies';

// The only place that speaks HTTP (docs/product.md §7, §9).
export const api = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? '',
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

type RetriableConfig = InternalAxiosRequestConfig & { _refreshed?: boolean; _skipRefresh?: boolean };

api.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

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
  const { data } = await api.post<RefreshResponse>('/auth/refresh', null, {
    headers: { Authorization: `Bearer ${refreshToken}` },
    _skipRefresh: true,
  } as RetriableConfig);
  storeTokens({ access: data.access_token, refresh: data.refresh_token });
  return data.access_token;
}

// `failedWith` is the Authorization header the 401 came back for. If the cookie holds another access token by the
// time this tab has the lock, another tab has just refreshed: use its tokens instead of refreshing again.
async function refreshOnce(failedWith: unknown): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshAccessToken();
  return locks.request(REFRESH_LOCK, async () => {
    const current = getAccessToken();
    if (current && `Bearer ${current}` !== failedWith) return current;
    return refreshAccessToken();
  });
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  // One refresh per request; the refresh and login calls themselves never trigger one.
  if (config._refreshed || config._skipRefresh || !getRefreshToken()) throw error;
  config._refreshed = true;
  try {
    refreshing ??= refreshOnce(config.headers.Authorization).finally(() => {
      refreshing = null;
    });
    const token = await refreshing;
    config.headers.Authorization = `Bearer ${token}`;
    return api.request(config);
  } catch {
    clearSession();
    throw error;
  }
});

export function toErrorLike(error: unknown): ErrorLike {
  if (error instanceof AxiosError) {
    if (error.response) {
      const body = error.response.data as { detail?: unknown } | undefined;
      const detail = typeof body?.detail === 'string' ? body.detail : undefined;
      return { kind: 'http', status: error.response.status, detail, message: error.message };
    }
    return { kind: 'network', message: error.message };
  }
  if (error instanceof Error) return { kind: 'error', message: error.message };
  return { kind: 'unknown' };
}

export function getErrorMessage(error: unknown, options?: ErrorMessageOptions): string {
  return errorMessage(toErrorLike(error), options);
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

export type ServerFieldError = NonNullable<ApiErrorBody['errors']>[number];

// The fields the server named in a refused request (`errors[].path`, dot-joined like `tokens.0.count`).
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof AxiosError)) return [];
  const body = error.response?.data as { errors?: unknown } | undefined;
  const parsed = ApiErrorBodySchema.shape.errors.safeParse(body?.errors);
  return parsed.success ? (parsed.data ?? []) : [];
}
