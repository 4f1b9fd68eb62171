import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** An axios error as the api client throws it for an HTTP answer (to `config`, the request it answers). */
export function httpError(
  status: number,
  data: unknown = {},
  config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() },
): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}

export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
}
