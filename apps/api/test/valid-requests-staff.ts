import { billingPlans, staffInvitations, staffMemberMarkets, staffMembers } from '../src/db/schema';
import { hashToken, newOpaqueToken } from '../src/lib/crypto/tokens';
import { PASSWORD } from './factories';
import type { EntryTable } from './valid-request-targets';
import { freshName, type World } from './valid-request-worlds';

// Valid requests for staff accounts (docs/decisions/029; see valid-requests.ts). A pending member and their
// invitation go straight into the database, as an invitation would leave them, so a lapsed (ACCOUNT_ONLY)
// manager has someone to revoke too. The invitation flow itself is tested in staff.routes.test.ts.
async function pendingMember(w: World) {
  if (!w.managerId) throw new Error('staff requests need a manager world');
  const email = `${freshName('helper')}@example.test`;
  const [member] = await w.t.db
    .insert(staffMembers)
    .values({ managerId: w.managerId, email, role: 'STAFF' })
    .returning({ id: staffMembers.id });
  if (!member) throw new Error('staff member not inserted');
  await w.t.db.insert(staffMemberMarkets).values({ staffMemberId: member.id, marketId: w.own.market });
  const token = newOpaqueToken();
  await w.t.db.insert(staffInvitations).values({
    staffMemberId: member.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(w.t.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000),
  });
  return { member: member.id, token };
}

const m = '/market-managers';

export const STAFF_REQUESTS: EntryTable = {
  [`GET ${m}/staff`]: () => ({ url: `${m}/staff` }),
  [`POST ${m}/staff`]: {
    // The worlds' own staff callers were inserted past the plan's seats; seat limits have their own tests.
    prepare: async (w) => {
      await w.t.db.update(billingPlans).set({ maxStaff: null });
      return {};
    },
    request: (w) => ({
      url: `${m}/staff`,
      body: { email: `${freshName('invitee')}@example.test`, role: 'STAFF', market_ids: [w.own.market] },
    }),
  },
  [`PUT ${m}/staff/:id`]: {
    prepare: pendingMember,
    request: (w, fresh) => ({
      url: `${m}/staff/${fresh.member}`,
      body: { role: 'CO_MANAGER', market_ids: [w.own.market, w.own.market2] },
    }),
  },
  [`POST ${m}/staff/:id/revoke`]: {
    prepare: pendingMember,
    request: (_w, fresh) => ({ url: `${m}/staff/${fresh.member}/revoke` }),
  },
  // The anonymous world's manager is the FULL account's.
  'POST /staff-invitations/lookup': {
    prepare: (w) => pendingMember({ ...w, managerId: w.manager.manager.id }),
    request: (_w, fresh) => ({ url: '/staff-invitations/lookup', body: { token: fresh.token } }),
  },
  'POST /staff-invitations/accept': {
    prepare: (w) => pendingMember({ ...w, managerId: w.manager.manager.id }),
    request: (_w, fresh) => ({
      url: '/staff-invitations/accept',
      body: {
        token: fresh.token,
        username: freshName('helper'),
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
    }),
  },
};
