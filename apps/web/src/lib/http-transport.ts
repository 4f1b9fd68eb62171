import { currentLocale } from './i18n/i18n';

// One HTTP exchange for the api client: query string, JSON or multipart body, timeout and cancel, and the
// answer parsed. fetch does the work; an upload that reports progress goes through XMLHttpRequest, the only
// browser API that tells how many bytes have been sent.

export type RequestOptions = {
  params?: object | undefined;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** 'blob' for files (PDFs); otherwise JSON, or the text when the body is not JSON. */
  responseType?: 'json' | 'blob' | undefined;
  onUploadProgress?: ((event: { loaded: number; total?: number | undefined }) => void) | undefined;
  /** The refresh and login calls: a 401 there is the answer, not a reason to refresh. */
  skipRefresh?: boolean | undefined;
  timeoutMs?: number | undefined;
};

type ErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';
export type ApiErrorResponse = { status: number; data: unknown; headers: Headers };

/** A request that failed: `response` when the server answered with an error status, none when it did not answer. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly response: ApiErrorResponse | undefined;
  constructor(message: string, code: ErrorCode, response?: ApiErrorResponse) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.response = response;
  }
}

/** True when the caller stopped waiting (aborted its signal), not when the server refused or did not answer. */
export function isCancel(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ERR_CANCELED';
}

export function httpError(status: number, data: unknown, headers = new Headers()): ApiError {
  return new ApiError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', {
    status,
    data,
    headers,
  });
}

function withQuery(url: string, params: RequestOptions['params']): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

// JSON unless the body is a form (the browser then writes the multipart boundary itself) or absent: a
// caller's Content-Type is never sent, since an empty body that claims to be JSON is refused by the server.
function encodeBody(body: unknown): { payload?: BodyInit; type?: string } {
  if (body === undefined || body === null) return {};
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams)
    return { payload: body };
  return { payload: JSON.stringify(body), type: 'application/json' };
}

function parseText(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type Exchange = { method: string; url: string; body: unknown; options: RequestOptions };
export type Answer<T> = { data: T; status: number; headers: Headers };

export async function send<T>({ method, url, body, options }: Exchange): Promise<Answer<T>> {
  const { 'Content-Type': _callerType, ...callerHeaders } = options.headers ?? {};
  // The server says its messages in the language the reader sees (docs/i18n.md).
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': currentLocale(),
    ...callerHeaders,
  };
  const { payload, type } = encodeBody(body);
  if (type) headers['Content-Type'] = type;
  const target = withQuery(url, options.params);
  const timeoutMs = options.timeoutMs ?? 0;
  if (options.onUploadProgress) {
    return sendWithProgress<T>({ method, url: target, payload, headers, options, timeoutMs });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs)
    : undefined;
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(target, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
    const wantsBlob = options.responseType === 'blob' && response.ok;
    const data = wantsBlob ? await response.blob() : parseText(await response.text());
    if (!response.ok) throw httpError(response.status, data, response.headers);
    return { data: data as T, status: response.status, headers: response.headers };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(`timeout of ${timeoutMs}ms exceeded`, 'ECONNABORTED');
    if (options.signal?.aborted) throw new ApiError('canceled', 'ERR_CANCELED');
    throw new ApiError('Network Error', 'ERR_NETWORK');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

function sendWithProgress<T>({
  method,
  url,
  payload,
  headers,
  options,
  timeoutMs,
}: {
  method: string;
  url: string;
  payload: BodyInit | undefined;
  headers: Record<string, string>;
  options: RequestOptions;
  timeoutMs: number;
}): Promise<Answer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      options.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    const cancel = () => xhr.abort();
    options.signal?.addEventListener('abort', cancel);
    const done = (outcome: () => void) => {
      options.signal?.removeEventListener('abort', cancel);
      outcome();
    };
    xhr.onload = () =>
      done(() => {
        const responseHeaders = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const data = parseText(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve({ data: data as T, status: xhr.status, headers: responseHeaders });
        } else reject(httpError(xhr.status, data, responseHeaders));
      });
    xhr.onerror = () => done(() => reject(new ApiError('Network Error', 'ERR_NETWORK')));
    xhr.ontimeout = () =>
      done(() => reject(new ApiError(`timeout of ${timeoutMs}ms exceeded`, 'ECONNABORTED')));
    xhr.onabort = () => done(() => reject(new ApiError('canceled', 'ERR_CANCELED')));
    // Aborted before it was sent (a save stopped while a refresh ran): an unsent request fires no abort event.
    if (options.signal?.aborted) done(() => reject(new ApiError('canceled', 'ERR_CANCELED')));
    else xhr.send((payload ?? null) as XMLHttpRequestBodyInit | null);
  });
}
