import { ApiError, isCancel } from '../http-transport';

/** A write that may never have reached the server: no network, no answer, or the server failed (5xx). */
export function shouldQueue(error: unknown): boolean {
  if (!(error instanceof ApiError) || isCancel(error)) return false;
  return !error.response || error.response.status >= 500;
}

/** True when the browser knows there is no network: the write is held on the device without trying. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
