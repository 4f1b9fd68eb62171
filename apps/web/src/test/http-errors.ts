import { ApiError, httpError as answeredWith } from '@/lib/http-transport';

/** The error the api client throws for an HTTP answer with this status and body. */
export function httpError(status: number, data: unknown = {}): ApiError {
  return answeredWith(status, data);
}

/** The error the api client throws when the server did not answer. */
export function networkError(): ApiError {
  return new ApiError('Network Error', 'ERR_NETWORK');
}

/** The error the api client throws when the caller aborted the request. */
export function canceledError(): ApiError {
  return new ApiError('canceled', 'ERR_CANCELED');
}
