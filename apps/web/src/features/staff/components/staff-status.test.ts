// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staffSeatsText } from './staff-seats';
import { lastSignInText, staffStatusLabel } from './staff-status';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('staffStatusLabel', () => {
  it('says Pending while the invitation can still be accepted', () => {
    expect(staffStatusLabel({ status: 'PENDING', invitation_expires_at: '2026-11-30T12:00:00Z' }, NOW)).toBe(
      'Pending',
    );
  });

  it('says the invitation expired once its expiry has passed', () => {
    expect(staffStatusLabel({ status: 'PENDING', invitation_expires_at: '2026-11-25T11:59:59Z' }, NOW)).toBe(
      'Invitation expired',
    );
    expect(staffStatusLabel({ status: 'PENDING', invitation_expires_at: NOW.toISOString() }, NOW)).toBe(
      'Invitation expired',
    );
  });

  it('keeps Pending for a pending member without an expiry', () => {
    expect(staffStatusLabel({ status: 'PENDING', invitation_expires_at: null }, NOW)).toBe('Pending');
  });

  it('says Active and Revoked whatever an old invitation says', () => {
    expect(staffStatusLabel({ status: 'ACTIVE', invitation_expires_at: '2020-01-01T00:00:00Z' }, NOW)).toBe(
      'Active',
    );
    expect(staffStatusLabel({ status: 'REVOKED', invitation_expires_at: '2030-01-01T00:00:00Z' }, NOW)).toBe(
      'Revoked',
    );
  });
});

describe('lastSignInText and staffSeatsText', () => {
  it('says Never before the first sign-in, else the date and time', () => {
    expect(lastSignInText(null)).toBe('Never');
    expect(lastSignInText('2026-11-20T17:05:00Z')).toMatch(/^11\/2\d\/2026 \d{1,2}:05\s[AP]M$/);
  });

  it('counts seats against the plan, or alone without a limit', () => {
    expect(staffSeatsText({ used: 2, limit: 5 })).toBe('2 of 5 staff seats used');
    expect(staffSeatsText({ used: 1, limit: null })).toBe('1 staff seat used');
    expect(staffSeatsText({ used: 3, limit: null })).toBe('3 staff seats used');
  });
});
