import { describe, expect, it } from 'vitest';
import { errorMessage, messageForStatus } from './errors';

describe('error catalogue', () => {
  it.each([
    [400, 'Bad request. Please check your input and try again.'],
    [401, 'You are not authorized. Please sign in and try again.'],
    [403, "Access forbidden. You don't have permission to perform this action."],
    [404, 'The requested resource was not found.'],
    [409, 'A resource your entered already exists in our database.'],
    [422, "Internal error. This one's on us."],
    [429, 'Too many requests. Please try again later.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Bad gateway. Please try again later.'],
    [503, 'Service unavailable. Please try again later.'],
    [504, 'Gateway timeout. Please try again later.'],
    [418, 'Error 418. Please try again later.'],
  ])('maps %i to its message', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
    expect(errorMessage({ kind: 'http', status, message: 'x' })).toBe(message);
  });

  it('appends the status, honours per-status overrides and the detail flag', () => {
    const error = {
      kind: 'http' as const,
      status: 404,
      detail: 'Market not found',
      message: 'Request failed',
    };
    expect(errorMessage(error, { appendStatus: true })).toBe(
      'The requested resource was not found. (Status: 404)',
    );
    expect(errorMessage(error, { overrides: { 404: 'No such market.' } })).toBe('No such market.');
    expect(errorMessage(error, { useDetail: true })).toBe('Market not found');
    expect(errorMessage({ ...error, detail: undefined }, { useDetail: true })).toBe('Request failed');
  });

  it('says when a limit has room again, in the reader’s own clock', () => {
    // 4:12 PM on Sunday 29 November 2026 wherever the test runs.
    const resetsAt = new Date(2026, 10, 29, 16, 12).toISOString();
    const refused = { kind: 'http' as const, status: 429, message: 'x', resetsAt };
    expect(errorMessage(refused)).toBe(
      'Too many requests. Please try again later. You can try again at Sun 4:12 PM.',
    );
    expect(errorMessage({ ...refused, resetsAt: 'soon' })).toBe('Too many requests. Please try again later.');
  });

  it('names a missing response, a plain error and anything else', () => {
    expect(errorMessage({ kind: 'network', message: 'Network Error' })).toBe('Server connection error.');
    expect(errorMessage({ kind: 'error', message: 'boom' })).toBe('Error: boom');
    expect(errorMessage({ kind: 'unknown' })).toBe('An unexpected error occurred. Please try again.');
  });
});
