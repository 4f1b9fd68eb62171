import { STAFF_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearerApi } from '../../../test/clients';
import { bearer, login, PASSWORD, tokensFor } from '../../../test/factories';
import {
  createMarket,
  type ManagerClient,
  managerWithMarket,
  signedInManager,
} from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import { billingPlans, subscriptions, users } from '../../db/schema';

// Issue 18 part 1 (docs/decisions/029-staff-accounts.md): invitations by e-mail, single use for 7 days; the
// staff member's markets and role; revoking ends their sessions; seats per plan; who checked out.
const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = '2026-06-06';
let counter = 0;
const freshEmail = () => `helper${++counter}${Math.random().toString(36).slice(2, 6)}@example.test`;

function tokenFromMail(to: string) {
  const mail = t.deliveredMail.filter((m) => m.to === to).at(-1);
  const match = /staff\/accept\?token=(\S+)/.exec(mail?.text ?? '');
  return decodeURIComponent(match?.[1] ?? '');
}

async function invite(manager: ManagerClient, body: { email?: string; role?: string; market_ids: string[] }) {
  const email = body.email ?? freshEmail();
  const response = await manager.api('POST', '/market-managers/staff', { role: 'STAFF', ...body, email });
  return { response, email, token: tokenFromMail(email) };
}

const lookup = (token: string) =>
  t.app.inject({ method: 'POST', url: '/staff-invitations/lookup', payload: { token } });
const accept = (token: string, username = `helper${++counter}`) =>
  t.app.inject({
    method: 'POST',
    url: '/staff-invitations/accept',
    payload: { token, username, password: PASSWORD, confirm_password: PASSWORD },
  });

// A manager with two markets, and a signed-in staff member of the given role at the first one.
async function staffAtFirstMarket(role: 'STAFF' | 'CO_MANAGER' = 'STAFF') {
  const { manager, market, vendors } = await managerWithMarket(t);
  const other = await createMarket(manager, { name: 'Uptown Market' });
  const invited = await invite(manager, { role, market_ids: [market.id] });
  expect(invited.response.statusCode).toBe(201);
  const username = `helper${++counter}`;
  expect((await accept(invited.token, username)).statusCode).toBe(201);
  const { access_token } = await tokensFor(t, username);
  const { api } = bearerApi(t, access_token);
  const member = invited.response.json().data as { id: string };
  return { manager, market, vendors, other, staff: { api, username, token: access_token, id: member.id } };
}

// A vendor of the manager's other market only, whom staff of the first market must not reach.
async function uptownHoney(manager: ManagerClient, marketId: string) {
  const response = await manager.api('POST', '/market-managers/vendors', {
    business_name: 'Uptown Honey',
    type: 'PRODUCER',
    market_ids: [marketId],
  });
  return response.json().data as { id: string };
}

describe('staff invitations', () => {
  it('mails a single-use link that shows who invited whom, and the accepted staff member signs in', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { name: 'Riverside Market' });
    const { response, email, token } = await invite(manager, { role: 'CO_MANAGER', market_ids: [market.id] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: STAFF_MESSAGES.invited,
      data: { email, role: 'CO_MANAGER', status: 'PENDING', market_ids: [market.id], username: null },
    });
    // The outbox row withholds the token; the person's mail has it.
    expect((await t.sentMail()).at(-1)?.text).toContain('staff/accept?token=[withheld]');
    expect(token).toMatch(/^[\w-]{20,}$/);

    const shown = await lookup(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      email,
      role: 'CO_MANAGER',
      employer_name: 'Test Manager',
      market_names: ['Riverside Market'],
    });

    const accepted = await accept(token, 'booth-helper');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ username: 'booth-helper', role: 'MARKET_STAFF' });
    // Used once: the same link neither shows nor accepts again.
    expect((await lookup(token)).json().detail).toBe(STAFF_MESSAGES.invalidInvitation);
    const again = await accept(token, 'someone-else');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(STAFF_MESSAGES.invalidInvitation);

    const { access_token } = await tokensFor(t, 'booth-helper');
    const self = await t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(access_token) });
    expect(self.json()).toMatchObject({
      role: 'MARKET_STAFF',
      access: 'FULL',
      staff: { role: 'CO_MANAGER', market_ids: [market.id], employer_name: 'Test Manager' },
    });
    const list = (await manager.api('GET', '/market-managers/staff')).json();
    expect(list.staff[0]).toMatchObject({ username: 'booth-helper', status: 'ACTIVE' });
    expect(list.staff[0].last_sign_in_at).toBe(t.clock.now().toISOString());
  });

  it('refuses an expired link, and a link of a revoked invitation', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const revoked = await invite(manager, { market_ids: [market.id] });
    const id = revoked.response.json().data.id;
    expect((await manager.api('POST', `/market-managers/staff/${id}/revoke`)).statusCode).toBe(200);
    expect((await accept(revoked.token)).json().detail).toBe(STAFF_MESSAGES.invalidInvitation);

    const expiring = await invite(manager, { market_ids: [market.id] });
    t.clock.advance(7 * DAY_MS - 1000);
    expect((await lookup(expiring.token)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await lookup(expiring.token)).statusCode).toBe(400);
    expect((await accept(expiring.token)).json().detail).toBe(STAFF_MESSAGES.invalidInvitation);
  });

  it('inviting a pending person again sends a fresh link and kills the old one', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const first = await invite(manager, { market_ids: [market.id] });
    const second = await invite(manager, { email: first.email.toUpperCase(), market_ids: [market.id] });
    expect(second.response.statusCode).toBe(201);
    expect(second.response.json().data.id).toBe(first.response.json().data.id);
    expect((await accept(first.token)).statusCode).toBe(400);
    expect((await accept(tokenFromMail(first.email))).statusCode).toBe(201);
  });

  it('refuses an address that has an account, another manager’s market, and an empty market list', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const stranger = await signedInManager(t);
    const theirs = await createMarket(stranger);

    const taken = await invite(manager, { email: stranger.user.email, market_ids: [market.id] });
    expect(taken.response.statusCode).toBe(409);
    expect(taken.response.json().errors).toEqual([{ path: 'email', message: STAFF_MESSAGES.emailTaken }]);

    const foreign = await invite(manager, { market_ids: [market.id, theirs.id] });
    expect(foreign.response.statusCode).toBe(400);
    expect(foreign.response.json().detail).toBe(STAFF_MESSAGES.unknownMarket);
    const none = await invite(manager, { market_ids: [] });
    expect(none.response.statusCode).toBe(400);
    expect(JSON.stringify(none.response.json())).toContain(STAFF_MESSAGES.chooseMarket);
    // Nothing was sent or stored for the refused ones.
    expect((await manager.api('GET', '/market-managers/staff')).json().staff).toEqual([]);
  });

  it('does not let one manager see, change or revoke another manager’s staff', async () => {
    const { manager, staff } = await staffAtFirstMarket();
    const stranger = await signedInManager(t);
    const market = await createMarket(stranger);
    expect((await stranger.api('GET', '/market-managers/staff')).json().staff).toEqual([]);
    const changed = await stranger.api('PUT', `/market-managers/staff/${staff.id}`, {
      role: 'CO_MANAGER',
      market_ids: [market.id],
    });
    expect(changed.statusCode).toBe(404);
    expect((await stranger.api('POST', `/market-managers/staff/${staff.id}/revoke`)).statusCode).toBe(404);
    expect((await manager.api('GET', '/market-managers/staff')).json().staff[0].status).toBe('ACTIVE');
  });
});

describe('staff seats', () => {
  it('counts members and open invitations against the plan, under a lock', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    // Small plans hold 2 staff (migration 0020).
    const [plan] = await t.db.select().from(billingPlans).where(eq(billingPlans.plan, 'year_round_sm'));
    expect(plan?.maxStaff).toBe(2);
    const results = await Promise.all(
      [1, 2, 3].map(() => invite(manager, { market_ids: [market.id] }).then((r) => r.response)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().detail).toBe(STAFF_MESSAGES.seatLimit(2));
    expect((await manager.api('GET', '/market-managers/staff')).json().seats).toEqual({ used: 2, limit: 2 });

    // A revoked seat is free again; an expired invitation no longer holds one.
    const [first] = (await manager.api('GET', '/market-managers/staff')).json().staff;
    await manager.api('POST', `/market-managers/staff/${first.id}/revoke`);
    expect((await invite(manager, { market_ids: [market.id] })).response.statusCode).toBe(201);
    t.clock.advance(8 * DAY_MS);
    const again = await tokensFor(t, manager.user.username);
    const staffList = await t.app.inject({
      method: 'GET',
      url: '/market-managers/staff',
      headers: bearer(again.access_token),
    });
    expect(staffList.json().seats.used).toBe(0);
  });

  it('counts a pending person invited again after their link expired, so re-inviting cannot pass the plan', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const first = await invite(manager, { market_ids: [market.id] });
    await invite(manager, { market_ids: [market.id] });
    t.clock.advance(8 * DAY_MS);
    const again = await tokensFor(t, manager.user.username);
    const api = (method: 'POST', url: string, payload: unknown) =>
      t.app.inject({ method, url, headers: bearer(again.access_token), payload: payload as object });
    for (let i = 0; i < 2; i++) {
      const fresh = await api('POST', '/market-managers/staff', {
        email: freshEmail(),
        role: 'STAFF',
        market_ids: [market.id],
      });
      expect(fresh.statusCode).toBe(201);
    }
    const reinvited = await api('POST', '/market-managers/staff', {
      email: first.email,
      role: 'STAFF',
      market_ids: [market.id],
    });
    expect(reinvited.statusCode).toBe(409);
    expect(reinvited.json().detail).toBe(STAFF_MESSAGES.seatLimit(2));
  });

  it('a larger plan holds more seats', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    await t.db
      .update(subscriptions)
      .set({ plan: 'year_round_md' })
      .where(eq(subscriptions.managerId, manager.manager.id));
    for (let i = 0; i < 5; i++) {
      expect((await invite(manager, { market_ids: [market.id] })).response.statusCode).toBe(201);
    }
    expect((await invite(manager, { market_ids: [market.id] })).response.statusCode).toBe(409);
  });
});

describe('staff at work', () => {
  it('checks a vendor out at their market, is named on the checkout and in its history', async () => {
    const { manager, market, vendors, staff } = await staffAtFirstMarket();
    const context = await staff.api(
      'GET',
      `/market-managers/checkouts?market_id=${market.id}&market_date=${DAY}`,
    );
    expect(context.statusCode).toBe(200);
    const booked = await staff.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 200,
      tokens: [],
      custom_fields: {},
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data.id;
    const list = (await manager.api('GET', '/market-managers/transactions')).json();
    expect(list.data[0]).toMatchObject({ id, checked_out_by: staff.username });
    const history = (await manager.api('GET', `/market-managers/transactions/${id}/history`)).json();
    expect(history.data[0].actor).toMatchObject({ username: staff.username });
    // They may fix a wrong checkout by deleting it; its history stays readable to them, and names them.
    expect((await staff.api('DELETE', `/market-managers/transactions/${id}`)).statusCode).toBe(200);
    const after = await staff.api('GET', `/market-managers/transactions/${id}/history`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.map((e: { action: string }) => e.action)).toContain('delete');
    expect(after.json().data[0].actor).toMatchObject({ username: staff.username });
  });

  it('cannot open another market, vendors, documents, reports, billing, the account or staff', async () => {
    const { other, staff } = await staffAtFirstMarket();
    expect((await staff.api('GET', `/market-managers/markets/${other.id}`)).statusCode).toBe(404);
    expect(
      (await staff.api('GET', `/market-managers/checkouts?market_id=${other.id}&market_date=${DAY}`))
        .statusCode,
    ).toBe(404);
    for (const url of [
      '/market-managers/vendors',
      '/documents',
      '/market-managers/reports',
      '/market-managers/account',
      '/market-managers/account/subscription',
      '/market-managers/staff',
    ]) {
      expect((await staff.api('GET', url)).statusCode, url).toBe(403);
    }
    const markets = (await staff.api('GET', '/market-managers/markets')).json();
    expect(markets.map((m: { id: string }) => m.id)).not.toContain(other.id);
  });

  it('market staff cannot edit the market; a co-manager can', async () => {
    const staffCase = await staffAtFirstMarket('STAFF');
    const rules = { general_rules: 'No dogs' };
    expect(
      (await staffCase.staff.api('PUT', `/market-managers/markets/${staffCase.market.id}/rules`, rules))
        .statusCode,
    ).toBe(403);
    const co = await staffAtFirstMarket('CO_MANAGER');
    const market = (await co.staff.api('GET', `/market-managers/markets/${co.market.id}`)).json();
    const renamed = await co.staff.api('PUT', `/market-managers/markets/${co.market.id}`, {
      ...market,
      name: 'Riverside Saturday',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await co.staff.api('GET', `/market-managers/markets/${co.other.id}`)).statusCode).toBe(404);
  });

  it('a co-manager reads the reports and decides the applications of their markets only', async () => {
    const { manager, market, vendors, other, staff } = await staffAtFirstMarket('CO_MANAGER');
    const otherVendor = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'Uptown Honey',
      type: 'PRODUCER',
      market_ids: [other.id],
    });
    const otherMv = otherVendor.json().data.markets[0].market_vendor_id;
    for (const [marketId, marketVendorId, gross] of [
      [market.id, vendors.producer.market_vendor_id, 100],
      [other.id, otherMv, 900],
    ] as const) {
      const booked = await manager.api('POST', `/market-managers/transactions/${marketId}`, {
        market_vendor_id: marketVendorId,
        market_date: DAY,
        reported_gross: gross,
        tokens: [],
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const range = `start_date=${DAY}&end_date=${DAY}&view_mode=total`;
    const mine = await staff.api('GET', `/market-managers/reports?${range}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().totals).toMatchObject({ transactions: 1, gross_sales: 100 });
    expect(mine.body).not.toContain(other.id);
    const owners = await manager.api('GET', `/market-managers/reports?${range}`);
    expect(owners.json().totals).toMatchObject({ transactions: 2, gross_sales: 1000 });
    expect(
      (await staff.api('GET', `/market-managers/reports?${range}&market_id=${other.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await staff.api('GET', `/market-managers/reports/programs?${range}&market_id=${other.id}`)).statusCode,
    ).toBe(404);
    const applications = await staff.api('GET', '/market-managers/applications');
    expect(applications.statusCode).toBe(200);
    // Market staff have none of it.
    const plain = await staffAtFirstMarket('STAFF');
    expect((await plain.staff.api('GET', `/market-managers/reports?${range}`)).statusCode).toBe(403);
    expect((await plain.staff.api('GET', '/market-managers/applications')).statusCode).toBe(403);
  });

  it('a co-manager keeps the vendors of their markets, and sees none of the other markets', async () => {
    const { manager, market, vendors, other, staff } = await staffAtFirstMarket('CO_MANAGER');
    const elsewhere = await uptownHoney(manager, other.id);
    // The producer sells at both markets; the co-manager sees only their market on the record.
    await manager.api('POST', `/market-managers/vendors/${vendors.producer.id}/markets`, {
      market_ids: [other.id],
    });
    const list = (await staff.api('GET', '/market-managers/vendors/')).json();
    expect(list.map((v: { business_name: string }) => v.business_name)).not.toContain('Uptown Honey');
    const producer = list.find((v: { id: string }) => v.id === vendors.producer.id);
    expect(producer.markets.map((m: { id: string }) => m.id)).toEqual([market.id]);
    expect(JSON.stringify(list)).not.toContain(other.id);
    expect((await staff.api('GET', `/market-managers/vendors/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await staff.api('GET', `/market-managers/vendors/${elsewhere.id}/products`)).statusCode).toBe(
      404,
    );

    const added = await staff.api('POST', '/market-managers/vendors', {
      business_name: 'Booth Bakery',
      type: 'NON_PRODUCER',
      market_ids: [market.id],
    });
    expect(added.statusCode, added.body).toBe(201);
    const outside = await staff.api('POST', '/market-managers/vendors', {
      business_name: 'Sneaky Stall',
      type: 'PRODUCER',
      market_ids: [market.id, other.id],
    });
    expect(outside.statusCode).toBe(404);
    const nowhere = await staff.api('POST', '/market-managers/vendors', {
      business_name: 'Loose Stall',
      type: 'PRODUCER',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual([{ path: 'market_ids', message: STAFF_MESSAGES.chooseMarket }]);
    expect(
      (
        await staff.api('PUT', `/market-managers/vendors/${vendors.producer.id}`, {
          business_name: 'Green Valley Produce Co',
          type: 'PRODUCER',
        })
      ).statusCode,
    ).toBe(200);
    // Deleting a vendor removes them from every market: the owner's call.
    expect((await staff.api('DELETE', `/market-managers/vendors/${added.json().data.id}`)).statusCode).toBe(
      403,
    );
  });

  it('a co-manager keeps the documents of their markets’ vendors, and none of the others', async () => {
    const { manager, vendors, other, staff } = await staffAtFirstMarket('CO_MANAGER');
    const elsewhere = await uptownHoney(manager, other.id);
    const upload = (ownerId: string, token: string) => {
      const body = uploadBody({
        params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
        file: { name: 'insurance.pdf', content: FILES.pdf },
      });
      return postDocument(t, bearer(token), body, `?owner_id=${ownerId}`);
    };
    const mine = await upload(vendors.producer.id, staff.token);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await upload(elsewhere.id, staff.token)).statusCode).toBe(404);
    const theirs = await upload(elsewhere.id, manager.token);
    expect(theirs.statusCode).toBe(201);
    const listed = (await staff.api('GET', '/documents')).json();
    expect(JSON.stringify(listed)).not.toContain(elsewhere.id);
    expect(JSON.stringify(listed)).toContain(vendors.producer.id);
    const theirId = theirs.json().data.id;
    expect((await staff.api('GET', `/documents/${theirId}`)).statusCode).toBe(404);
    expect((await staff.api('DELETE', `/documents/${theirId}`)).statusCode).toBe(404);
    expect((await staff.api('GET', `/documents/summary?owner_id=${elsewhere.id}`)).statusCode).toBe(404);
  });

  it('follows a change of markets at once, and lapses with the employer’s plan', async () => {
    const { manager, market, other, staff } = await staffAtFirstMarket();
    await manager.api('PUT', `/market-managers/staff/${staff.id}`, { role: 'STAFF', market_ids: [other.id] });
    expect((await staff.api('GET', `/market-managers/markets/${market.id}`)).statusCode).toBe(404);
    expect((await staff.api('GET', `/market-managers/markets/${other.id}`)).statusCode).toBe(200);
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.managerId, manager.manager.id));
    const self = await t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(staff.token) });
    expect(self.json().access).toBe('ACCOUNT_ONLY');
    expect((await staff.api('GET', `/market-managers/markets/${other.id}`)).statusCode).toBe(403);
  });

  it('a revoked helper can be invited again and comes back with their account', async () => {
    const { manager, market, staff } = await staffAtFirstMarket();
    await manager.api('POST', `/market-managers/staff/${staff.id}/revoke`);
    const list = (await manager.api('GET', '/market-managers/staff')).json();
    const email = list.staff[0].email as string;
    const again = await invite(manager, { email, market_ids: [market.id] });
    expect(again.response.statusCode, again.response.body).toBe(201);
    expect(again.response.json().data.id).not.toBe(staff.id);
    expect((await accept(again.token, 'back-again')).statusCode).toBe(201);
    const signedIn = await login(t, 'back-again');
    expect(signedIn.statusCode).toBe(200);
    expect((await login(t, staff.username)).statusCode).toBe(401);
    const staffList = (await manager.api('GET', '/market-managers/staff')).json().staff;
    expect(staffList.map((m: { status: string }) => m.status).sort()).toEqual(['ACTIVE', 'REVOKED']);
    // Another manager cannot take a live helper's address.
    const stranger = await signedInManager(t);
    const theirMarket = await createMarket(stranger);
    const taken = await invite(stranger, { email, market_ids: [theirMarket.id] });
    expect(taken.response.statusCode).toBe(409);
    expect(taken.response.json().errors).toEqual([{ path: 'email', message: STAFF_MESSAGES.emailTaken }]);
  });

  it('revoking ends their sessions at once and they cannot sign in again', async () => {
    const { manager, staff } = await staffAtFirstMarket();
    const revoked = await manager.api('POST', `/market-managers/staff/${staff.id}/revoke`);
    expect(revoked.json()).toMatchObject({ message: STAFF_MESSAGES.revoked, data: { status: 'REVOKED' } });
    expect((await staff.api('GET', '/market-managers/markets')).statusCode).toBe(401);
    const signIn = await login(t, staff.username);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().detail).toBe(STAFF_MESSAGES.revokedSignIn);
    // Revoked stays revoked: nothing more to change.
    expect((await manager.api('POST', `/market-managers/staff/${staff.id}/revoke`)).statusCode).toBe(404);
  });
});

describe('staff invitations in the invitee’s language (docs/i18n.md)', () => {
  // The manager's screens are in Spanish: their requests say so.
  const inviteInSpanish = (
    manager: ManagerClient,
    body: { email: string; role: string; market_ids: string[] },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/market-managers/staff',
      headers: { ...bearer(manager.token), 'accept-language': 'es-US,es;q=0.9' },
      payload: body,
    });
  const mailTo = (email: string) => t.deliveredMail.filter((m) => m.to === email).at(-1);

  it('writes a new helper in the language the manager invited them in', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { name: 'Riverside Market' });
    const email = freshEmail();
    const response = await inviteInSpanish(manager, { email, role: 'CO_MANAGER', market_ids: [market.id] });
    expect(response.statusCode).toBe(201);
    const mail = mailTo(email);
    expect(mail?.subject).toBe('Test Manager le invitó a Marketday');
    expect(mail?.text).toContain(
      'Test Manager le invitó a trabajar en Marketday como cogerente del mercado en Riverside Market.',
    );
    expect(mail?.text).toContain('Abra este enlace en un plazo de 7 días');
    expect(tokenFromMail(email)).toMatch(/^[\w-]{20,}$/);
  });

  it('keeps today’s English for a manager working in English', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { name: 'Riverside Market' });
    const { email } = await invite(manager, { role: 'STAFF', market_ids: [market.id] });
    const mail = mailTo(email);
    expect(mail?.subject).toBe('Test Manager invited you to Marketday');
    expect(mail?.text).toBe(
      `Hello,\n\nTest Manager invited you to work as Market staff at Riverside Market on Marketday.\n\nOpen this link within 7 days to choose your username and password:\n\n${mail?.text.match(/http\S+/)?.[0]}\n\nThe link works once. If you did not expect this e-mail, ignore it.\n`,
    );
  });

  it('writes a helper invited back in the language their account chose', async () => {
    const { manager, market, staff } = await staffAtFirstMarket();
    await t.db.update(users).set({ language: 'en' }).where(eq(users.username, staff.username));
    await manager.api('POST', `/market-managers/staff/${staff.id}/revoke`);
    const email = (await manager.api('GET', '/market-managers/staff')).json().staff[0].email as string;
    const response = await inviteInSpanish(manager, { email, role: 'STAFF', market_ids: [market.id] });
    expect(response.statusCode).toBe(201);
    expect(mailTo(email)?.subject).toBe('Test Manager invited you to Marketday');
  });
});
