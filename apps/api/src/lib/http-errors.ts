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
// The record the caller's scope reaches, or 404: a row that is missing and one that is not theirs look the same.
export function orNotFound<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw notFound();
  return record;
}
export const conflict = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(409, detail, extra);
// A conflict that belongs to one field, so the form shows it under that field (`errors[].path`).
export const fieldConflict = (path: string, detail: string) =>
  new HttpError(409, detail, { errors: [{ path, message: detail }] });
// `retry_after` (seconds) in extra is also sent as the Retry-After header.
export const tooManyRequests = (detail: string, extra?: Record<string, unknown>) =>
  new HttpError(429, detail, extra);

// PostgreSQL's unique_violation, as raised by both pg and PGlite.
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

// foreign_key_violation or restrict_violation: a row is still referenced, e.g. a vendor with checkouts.
export function isForeignKeyViolation(error: unknown): boolean {
  const codes = [(error as { code?: string })?.code, (error as { cause?: { code?: string } })?.cause?.code];
  return codes.some((code) => code === '23503' || code === '23001');
}

// Runs a delete that the database may refuse because money history points at the row.
export async function refuseIfReferenced<T>(work: () => Promise<T>, detail: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(detail);
    throw error;
  }
}

// Runs a write that a unique index may refuse (also under a race the checks before it cannot see), answering
// `refusal` (a conflict, or a field's conflict) instead of the database's error.
export async function refuseIfDuplicate<T>(work: () => Promise<T>, refusal: HttpError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal;
    throw error;
  }
}
