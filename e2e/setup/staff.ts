import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { mailedPath } from './mail';
import { uniqueId } from './vendors';

type Headers = Record<string, string>;

// The invitation as the helper receives it (the outbox withholds the token; GET /test/clock/mail, TEST_CLOCK only).
export function invitationLink(request: APIRequestContext, email: string) {
  return mailedPath(request, email, '/staff/accept?token=');
}

/**
 * A staff member of the manager's (headers from newManager) at one market, invited and accepted through the API:
 * the invitation's own screens have their journey in staff.spec.ts.
 */
export async function acceptedStaff(
  request: APIRequestContext,
  headers: Headers,
  { marketId, role = 'STAFF' }: { marketId: string; role?: 'STAFF' | 'CO_MANAGER' },
) {
  const email = `${uniqueId('helper')}@example.com`;
  const invited = await request.post('/market-managers/staff', {
    headers,
    data: { email, role, market_ids: [marketId] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = decodeURIComponent(
    (await invitationLink(request, email)).replace('/staff/accept?token=', ''),
  );
  const account = { username: uniqueId('staff'), password: 'staff-member-pw-1' };
  const accepted = await request.post('/staff-invitations/accept', {
    data: { token, ...account, confirm_password: account.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return account;
}
