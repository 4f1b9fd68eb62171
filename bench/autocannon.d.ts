// Minimal typings for the parts of autocannon's programmatic API the benchmarks use
// (there is no @types/autocannon in the workspace).
declare module 'autocannon' {
  /** One request as autocannon builds it; setupRequest may return a changed copy. */
  export type RequestParams = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type RequestOptions = RequestParams & {
    /** Called before every request this entry sends; a falsy answer skips the request. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | null;
  };

  export type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    connections?: number;
    /** Seconds to run for; ignored when amount is set. */
    duration?: number;
    /** Stop after this many requests (every one answered or timed out) instead of after duration. */
    amount?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    /** Requests per second across all connections (a fixed arrival rate). */
    overallRate?: number;
    /** Sent in turn by every connection, instead of one fixed request. */
    requests?: RequestOptions[];
  };

  export type Histogram = {
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    /** Bytes received per second; total is every response byte (headers included). */
    throughput: Histogram;
  };

  /** The running benchmark: a promise of its result that also reports every response as it arrives. */
  export type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  };

  export default function autocannon(options: Options): Instance;
}
