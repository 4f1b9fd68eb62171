// The error catalogue of docs/product.md §8, used by the client to turn any failure into a message.

export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request. Please check your input and try again.',
  401: 'You are not authorized. Please sign in and try again.',
  403: "Access forbidden. You don't have permission to perform this action.",
  404: 'The requested resource was not found.',
  409: 'A resource your entered already exists in our database.',
  422: "Internal error. This one's on us.",
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  502: 'Bad gateway. Please try again later.',
  503: 'Service unavailable. Please try again later.',
  504: 'Gateway timeout. Please try again later.',
};

export const NO_RESPONSE_MESSAGE = 'Server connection error.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const UNKNOWN_QUERY_ERROR = 'An unknown error occurred';
export const LOGIN_INVALID_MESSAGE = 'Invalid login credentials.';
// A revoked staff member's right password (docs/product.md §19): the sign-in page shows this, not the above.
export const STAFF_REVOKED_MESSAGE =
  'Your staff access has ended. Ask your market manager to invite you again.';
export const NOT_AUTHENTICATED_MESSAGE = 'User is not authenticated';

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? `Error ${status}. Please try again later.`;
}

// When a limit frees up, in the reader's own clock: "You can try again at Sun 4:12 PM."
export function tryAgainAt(resetsAt: string, intlLocale = 'en-US'): string {
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return '';
  const when = at.toLocaleString(intlLocale, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  return `You can try again at ${when}.`;
}

// The shape the client hands over: an HTTP failure with or without a response, or anything else.
export type ErrorLike =
  | {
      kind: 'http';
      status: number;
      detail?: string | undefined;
      message: string;
      // A 429's `resets_at`: when the limit has room again.
      resetsAt?: string | undefined;
    }
  | { kind: 'network'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'unknown' };

export type ErrorMessageOptions = {
  overrides?: Partial<Record<number, string>>;
  useDetail?: boolean;
  appendStatus?: boolean;
  // Says each English piece in the reader's language (the web's sayShared), and the Intl tag for the time.
  say?: (english: string) => string;
  intlLocale?: string;
};

export function errorMessage(error: ErrorLike, options: ErrorMessageOptions = {}): string {
  const say = options.say ?? ((english: string) => english);
  switch (error.kind) {
    case 'http': {
      const override = options.overrides?.[error.status];
      let message: string;
      if (override) message = say(override);
      else if (options.useDetail) message = say(error.detail || error.message);
      else message = say(messageForStatus(error.status));
      const retry =
        error.status === 429 && error.resetsAt ? tryAgainAt(error.resetsAt, options.intlLocale) : '';
      if (retry) message = `${message} ${say(retry)}`;
      return options.appendStatus ? say(`${message} (Status: ${error.status})`) : message;
    }
    case 'network':
      return say(NO_RESPONSE_MESSAGE);
    case 'error':
      return say(`Error: ${error.message}`);
    default:
      return say(UNEXPECTED_ERROR_MESSAGE);
  }
}
