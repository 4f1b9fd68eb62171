import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from '../config';

export const REDACTED = '[redacted]';

// Query parameters whose value is a credential: signed-link signatures, reset tokens, codes, keys.
const SECRET_WORDS = new Set([
  'sig',
  'signature',
  'token',
  'code',
  'secret',
  'password',
  'passwd',
  'pwd',
  'key',
  'apikey',
  'auth',
  'credential',
  'credentials',
  'otp',
  'jwt',
]);
const SECRET_SUFFIXES = ['sig', 'signature', 'token', 'secret', 'password', 'apikey', 'credential'];

export function isSecretParam(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  const joined = words.join('');
  return SECRET_SUFFIXES.some((suffix) => joined.endsWith(suffix));
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

// Paths whose segment is itself the credential: a vendor's private calendar feed (/calendar/{secret}.ics), and a
// sales report link (the page /report/{token} and its API /sales-report-links/{token}).
const SECRET_PATHS = /(\/calendar\/)[^/?#\s"'<>]+(\.ics)/g;
const SECRET_SEGMENTS = /(\/(?:report|sales-report-links)\/)[^/?#\s"'<>]+/g;

// Replaces the value of every secret-named query parameter in a URL, or in any text that quotes one, and the
// secret of a path that is one.
export function redactUrl(text: string): string {
  return text
    .replace(/([?&;])([^=&#\s?;]+)=([^&#\s;"'<>]*)/g, (match, separator, name: string) =>
      isSecretParam(decodeName(name)) ? `${separator}${name}=${REDACTED}` : match,
    )
    .replace(SECRET_PATHS, `$1${REDACTED}$2`)
    .replace(SECRET_SEGMENTS, `$1${REDACTED}`);
}

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

function causesOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (isErrorLike(current) && !chain.includes(current) && chain.length < 10) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

// Drizzle's DrizzleQueryError and PGlite's errors carry `query` and `params`; pg's DatabaseError a SQLSTATE.
function isDatabaseError(error: ErrorLike): boolean {
  if (typeof error.query === 'string' && Array.isArray(error.params)) return true;
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

// Data exceptions (SQLSTATE class 22) quote the offending value; other classes quote identifiers.
function safeDatabaseMessage(error: ErrorLike | undefined): string {
  if (!error) return 'database query failed';
  const code = typeof error.code === 'string' ? error.code : '';
  return code.startsWith('22') ? error.message.replace(/"[^"]*"/g, `"${REDACTED}"`) : error.message;
}

// Keeps the stack frames only: the first lines repeat the message, which may hold the parameters.
function framesOf(error: ErrorLike): string {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const at = stack.indexOf(error.message);
  if (at < 0) return '';
  return stack
    .slice(at + error.message.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

// A database error as logged: the query text and how many parameters it had, never their values
// (they hold e-mails, names and message bodies), nor the server's `detail` ("Failing row contains …").
export function serializeDatabaseError(error: ErrorLike) {
  const chain = causesOf(error);
  const withQuery = chain.find((e) => typeof e.query === 'string');
  const withParams = chain.find((e) => Array.isArray(e.params));
  const pgError = chain.find((e) => typeof e.code === 'string' && 'severity' in e);
  const type = error.constructor?.name || error.name;
  const message = safeDatabaseMessage(pgError);
  const out: Record<string, unknown> = {
    type,
    message,
    stack: `${type}: ${message}\n${framesOf(error)}`,
    query: withQuery?.query,
    paramCount: Array.isArray(withParams?.params) ? withParams.params.length : 0,
  };
  for (const field of PG_FIELDS) {
    const value = pgError?.[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

// pino's error shape (type, message, stack, own fields) with secrets kept out.
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  const chain = causesOf(error);
  if (chain.some(isDatabaseError)) return serializeDatabaseError(error);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || isErrorLike(value)) continue;
    out[key] = typeof value === 'string' ? redactUrl(value) : value;
  }
  out.type = error.constructor?.name || error.name;
  out.message = redactUrl(chain.map((e) => e.message).join(': caused by: '));
  out.stack = redactUrl(chain.map((e) => e.stack ?? '').join('\ncaused by: '));
  return out;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

// Fastify's own request serializer, with secret query values replaced in the URL.
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export const logSerializers = { req: serializeRequest, err: serializeError };

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

// The API's logger: what `buildApp` passes to Fastify. `stream` is for tests that read the log.
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: { write: (line: string) => void },
): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
    serializers: logSerializers as LoggerOptions['serializers'],
    // Messages may quote a URL too (Fastify's "Route GET:/… not found").
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}

// One line per request, when it is answered: the request (its URL redacted by serializeRequest), the status and the
// time taken, where Fastify wrote two ("incoming request", then "request completed"; issue 32). A request that
// fails is still logged once, as "request errored".
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

type ChildBindings = Record<string, unknown>;
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

// A request's logger, made only when the request logs something (docs/decisions/036-request-cost.md): Fastify
// makes a child logger (its reqId) for every request, and at the production level (warn) most requests log
// nothing, so the child was made and thrown away. The child, once made, is the one Fastify would have made: the
// same bindings, serializers, redaction and level. A line below the level makes nothing.
class RequestLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: ParentLogger;
  readonly #bindings: ChildBindings;
  constructor(parent: ParentLogger, bindings: ChildBindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }
  #child(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings);
    return this.#made;
  }
  #write(level: LogLevel, args: unknown[]): void {
    if (!this.#made && this.#parent.isLevelEnabled?.(level) === false) return;
    (this.#child()[level] as (...line: unknown[]) => void)(...args);
  }
  get level(): string {
    return (this.#made ?? this.#parent).level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  get msgPrefix(): string | undefined {
    return ((this.#made ?? this.#parent) as { msgPrefix?: string }).msgPrefix;
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
  child(bindings: ChildBindings, options?: object): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: the request's logger, made when first used. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: ChildBindings,
  options: object,
): FastifyBaseLogger {
  // Options of its own (a route's log level or serializers): the child at once, as Fastify makes it.
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
