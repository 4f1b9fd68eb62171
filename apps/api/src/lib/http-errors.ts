import { messageForStatus } from '@marketday/shared';

// Thrown by handlers and services; the error handler turns it into `{ detail, status, ...extra }`.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(400, detail, extra);
export const unauthorized = (detail = messageForStatus(401)) => new HttpError(401, detail);
export const forbidden = (detail = messageForStatus(403)) => new HttpError(403, detail);
export const notFound = (detail = messageForStatus(404)) => new HttpError(404, detail);
export const conflict = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(409, detail, extra);
export const tooManyRequests = (detail: string) => new HttpError(429, detail);

// PostgreSQL's unique_violation, as raised by both pg and PGlite.
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
