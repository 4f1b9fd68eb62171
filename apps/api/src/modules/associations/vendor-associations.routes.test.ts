import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAssociation } from '../../../test/association-clients';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAdmin, signedInVendor } from '../../../test/clients';
import { useTestApp } from '../../../test/use-test-app';
import { associationVendors, loginAttempts } from '../../db/schema';

// The code check, wrapped so a test can look at the attempts table while a guess is being checked.
const whileChecking = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock('./memberships.service', async (importOriginal) => {
  const original = await importOriginal<typeof import('./memberships.service')>();
  return {
    ...original,
    joinAssociation: async (input: Parameters<typeof original.joinAssociation>[0]) => {
      await whileChecking.run?.();
      return original.joinAssociation(input);
    },
  };
});

const t = useTestApp();
// Runs before the app is closed (after-hooks run last registered first).
afterEach(() => {
  whileChecking.run = null;
});

const base = '/vendors/self/associations';
type VendorClient = Awaited<ReturnType<typeof signedInVendor>>;

const join = (vendor: VendorClient, accessCode: string) =>
  vendor.api('POST', `${base}/join`, { access_code: accessCode });

// An admin's association with `maxVendors` places, and `count` vendors signed in to race for them.
async function associationAndVendors(maxVendors: number, count: number) {
  const admin = await signedInAdmin(t);
  const association = await createAssociation(admin, { max_vendors: maxVendors });
  const vendors: VendorClient[] = [];
  for (let i = 0; i < count; i += 1) vendors.push(await signedInVendor(t));
  return { admin, association, vendors };
}

describe('vendor associations', () => {
  it('joins with the access code in any case and lists the association', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { name: 'Delta Growers', access_code: 'DELTA2024' });
    const vendor = await signedInVendor(t);
    const response = await join(vendor, '  delta2024 ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'You joined Delta Growers.',
      data: {
        id: association.id,
        name: 'Delta Growers',
        active: true,
        vendor_count: 1,
        max_vendors: 10,
        joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    expect((await vendor.api('GET', base)).json()).toEqual([response.json().data]);
    expect((await admin.api('GET', `/admin/associations/${association.id}`)).json().vendors).toEqual([
      expect.objectContaining({ vendor_id: vendor.vendor.id, business_name: vendor.vendor.businessName }),
    ]);
  });

  it('refuses an unknown or inactive code with the same 404', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { active: false });
    const vendor = await signedInVendor(t);
    for (const code of ['NOSUCH99', association.access_code]) {
      const response = await join(vendor, code);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('No active association has that access code.');
    }
    expect((await vendor.api('GET', base)).json()).toEqual([]);
  });

  it('stops a vendor guessing codes after five wrong ones, without touching other vendors', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { access_code: 'RIGHT123' });
    const guesser = await signedInVendor(t);
    for (let i = 0; i < 5; i += 1) expect((await join(guesser, `WRONG00${i}`)).statusCode).toBe(404);
    const blocked = await join(guesser, association.access_code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many wrong access codes. Please wait 15 minutes and try again.');
    const other = await signedInVendor(t);
    expect((await join(other, association.access_code)).statusCode).toBe(201);
  });

  it('counts a guess before checking its code, keeps only wrong ones, and charges nothing for a refusal', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { access_code: 'RIGHT123' });
    const guesser = await signedInVendor(t);
    const attempts = () =>
      t.db
        .select({ succeeded: loginAttempts.succeeded })
        .from(loginAttempts)
        .where(eq(loginAttempts.usernameKey, `association-join:${guesser.vendor.id}`))
        .orderBy(loginAttempts.succeeded);
    const seenWhileChecking: { succeeded: boolean }[][] = [];
    whileChecking.run = async () => {
      seenWhileChecking.push(await attempts());
    };

    expect((await join(guesser, 'WRONG001')).statusCode).toBe(404);
    expect((await join(guesser, association.access_code)).statusCode).toBe(201);
    expect((await join(guesser, association.access_code)).statusCode).toBe(409);

    // Each guess was on record (pending) before its code was checked: concurrent guesses see one another.
    expect(seenWhileChecking).toEqual([
      [{ succeeded: true }],
      [{ succeeded: false }, { succeeded: true }],
      [{ succeeded: false }, { succeeded: true }],
    ]);
    // Only the wrong code stays counted; the join and the already-a-member answer give their places back.
    expect(await attempts()).toEqual([{ succeeded: false }]);
    for (let i = 2; i <= 5; i += 1) expect((await join(guesser, `WRONG00${i}`)).statusCode).toBe(404);
    expect((await join(guesser, 'WRONG006')).statusCode).toBe(429);
    expect(seenWhileChecking).toHaveLength(7);
    expect(await attempts()).toHaveLength(5);
  });

  it.each([
    ['', 'Enter an access code'],
    ['AB-12-CD', 'Access code must be 6 to 20 letters or digits'],
  ])('refuses the code %j with its message', async (code, message) => {
    const vendor = await signedInVendor(t);
    const response = await join(vendor, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toEqual([message]);
  });

  it('refuses a full association and a second join by a member', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { max_vendors: 1 });
    const first = await signedInVendor(t);
    expect((await join(first, association.access_code)).statusCode).toBe(201);
    const again = await join(first, association.access_code);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You are already a member of this association.');
    const late = await signedInVendor(t);
    const full = await join(late, association.access_code);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe('This association is full.');
    expect((await late.api('GET', base)).json()).toEqual([]);
  });

  it('leaves an association, which frees the place; a non-member cannot leave it', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { name: 'Delta Growers', max_vendors: 1 });
    const member = await signedInVendor(t);
    const outsider = await signedInVendor(t);
    await join(member, association.access_code);
    const notMine = await outsider.api('DELETE', `${base}/${association.id}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().detail).toBe('You are not a member of that association.');
    const left = await member.api('DELETE', `${base}/${association.id}`);
    expect(left.json().message).toBe('You left Delta Growers.');
    expect((await member.api('GET', base)).json()).toEqual([]);
    expect((await member.api('DELETE', `${base}/${association.id}`)).statusCode).toBe(404);
    expect((await join(outsider, association.access_code)).statusCode).toBe(201);
  });

  it("lists only the vendor's own associations, inactive ones included", async () => {
    const admin = await signedInAdmin(t);
    const mine = await createAssociation(admin, { name: 'Mine' });
    const theirs = await createAssociation(admin, { name: 'Theirs' });
    const me = await signedInVendor(t);
    const them = await signedInVendor(t);
    await join(me, mine.access_code);
    await join(them, theirs.access_code);
    await join(them, mine.access_code);
    await admin.api('POST', `/admin/associations/${mine.id}/deactivate`);
    expect((await me.api('GET', base)).json()).toEqual([
      expect.objectContaining({ id: mine.id, active: false, vendor_count: 2 }),
    ]);
  });

  // A race needs several connections: PostgreSQL lane only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'checks no more than five of twenty concurrent wrong codes; the rest are refused with 429',
    async () => {
      const guesser = await signedInVendor(t);
      let checked = 0;
      whileChecking.run = async () => {
        checked += 1;
      };

      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => join(guesser, `WRONG${String(i).padStart(3, '0')}`)),
      );

      const statuses = responses.map((r) => r.statusCode);
      expect(checked).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 404)).toHaveLength(checked);
      expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([]);
      for (const refused of responses.filter((r) => r.statusCode === 429))
        expect(refused.json().detail).toBe(
          'Too many wrong access codes. Please wait 15 minutes and try again.',
        );
      const failures = await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.usernameKey, `association-join:${guesser.vendor.id}`));
      expect(failures).toHaveLength(checked);
      expect(checked).toBeGreaterThan(0);
    },
  );

  // A race needs several connections: PostgreSQL lane only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'admits exactly as many concurrent joins as there are free places',
    async () => {
      const { admin, association, vendors } = await associationAndVendors(3, 8);

      const responses = await Promise.all(vendors.map((vendor) => join(vendor, association.access_code)));

      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().detail).toBe('This association is full.');
      }
      const rows = await t.db.select().from(associationVendors);
      expect(rows).toHaveLength(3);
      const detail = (await admin.api('GET', `/admin/associations/${association.id}`)).json();
      expect(detail).toMatchObject({ vendor_count: 3, max_vendors: 3 });
    },
  );

  // A race needs several connections: PostgreSQL lane only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never lets a concurrent lowering of max vendors and joins leave more members than allowed',
    async () => {
      const { admin, association, vendors } = await associationAndVendors(6, 6);

      const [lowered] = await Promise.all([
        admin.api('PUT', `/admin/associations/${association.id}`, { name: association.name, max_vendors: 2 }),
        ...vendors.map((vendor) => join(vendor, association.access_code)),
      ]);

      const detail = (await admin.api('GET', `/admin/associations/${association.id}`)).json();
      expect(detail.vendor_count).toBeLessThanOrEqual(detail.max_vendors);
      // Either the lowering came first (2 places) or enough joins had landed that it was refused.
      if (lowered?.statusCode === 200) expect(detail).toMatchObject({ max_vendors: 2, vendor_count: 2 });
      else expect(lowered?.statusCode).toBe(409);
    },
  );

  // On PostgreSQL the joins run on separate connections. Holding back every insert until all of them have
  // read the member count turns "usually fine" into a certain over-subscription for any join that counts
  // without first locking the association row.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'admits exactly the free places even when every join has read the count before any insert lands',
    async () => {
      const { association, vendors } = await associationAndVendors(3, 8);

      let joins: Promise<Awaited<ReturnType<typeof join>>[]> = Promise.resolve([]);
      await t.db.transaction(async (tx) => {
        // SHARE blocks INSERT but not SELECT: joins can count, none can add a member yet.
        await tx.execute(sql`lock table association_vendors in share mode`);
        joins = Promise.all(vendors.map((vendor) => join(vendor, association.access_code)));
        await waitForLockWaiters(tx, 4);
      });
      const responses = await joins;

      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await t.db.select().from(associationVendors)).toHaveLength(3);
    },
  );
});

// Every other connection of the test pool (5, one held here) is blocked on a lock, or 5 s have passed.
async function waitForLockWaiters(tx: { execute: TestApp['db']['execute'] }, wanted: number) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    // Activity is snapshotted once per transaction unless the snapshot is cleared.
    await tx.execute(sql`select pg_stat_clear_snapshot()`);
    const result = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    if ((rows[0]?.n ?? 0) >= wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
