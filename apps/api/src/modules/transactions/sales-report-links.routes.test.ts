import { SALES_REPORT_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/checkout-fixtures';
import { signedInStaff } from '../../../test/clients';
import { insertVendorUserAt } from '../../../test/factories';
import {
  createKeptVendor,
  createMarket,
  managerWithMarket,
  signedInManager,
} from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { salesReports, vendors } from '../../db/schema';

// Saturday 21 November 2026, 12:30 at the market (Los Angeles): the Downtown market closes at 13:00, so vendors
// may report from 12:00 until the end of Sunday the 22nd.
const NOW = new Date('2026-11-21T20:30:00Z');
const DAY = '2026-11-21';
const HOUR = 60 * 60 * 1000;

const t = useTestApp(() => ({ clock: createClock(NOW) }));

type Client = Awaited<ReturnType<typeof signedInManager>>;

const sendLinks = (client: Pick<Client, 'api'>, marketId: string, day = DAY) =>
  client.api('POST', `/market-managers/markets/${marketId}/sales-report-links`, { market_date: day });

// The tokens of the report links mailed so far to an address, oldest first, read from the mail as the vendor gets it.
function linksMailedTo(address: string) {
  return t.deliveredMail
    .filter((mail) => mail.to === address)
    .map((mail) => {
      const match = /http:\/\/marketday\.test\/report\/([\w-]+)/.exec(mail.text);
      if (!match?.[1]) throw new Error(`no report link in: ${mail.text}`);
      return match[1];
    });
}

const readLink = (token: string) => t.app.inject({ method: 'GET', url: `/sales-report-links/${token}` });
const reportThrough = (token: string, gross: number, counts: Record<string, number> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/sales-report-links/${token}`,
    payload: {
      reported_gross: gross,
      tokens: Object.entries(counts).map(([token_id, count]) => ({ token_id, count })),
    },
  });

describe('report links for vendors without an account', () => {
  it('go to the vendors without an account who can still report the day, and book a report once', async () => {
    const { manager, market, vendors: kept, bucks, calfresh } = await managerWithMarket(t);
    // A vendor with an account (and an e-mail), a kept vendor without an e-mail, one marked absent, one checked out.
    const withAccount = await insertVendorUserAt(t.db, market.id);
    await t.db
      .update(vendors)
      .set({ receiptEmail: 'account@example.com' })
      .where(eq(vendors.id, withAccount.vendor.id));
    await createKeptVendor(manager, {
      business_name: 'No Mail Orchard',
      type: 'PRODUCER',
      market_ids: [market.id],
    });
    const mark = await manager.api(
      'PUT',
      `/market-managers/markets/${market.id}/dates/${DAY}/attendance/${kept.reseller.market_vendor_id}`,
      { status: 'ABSENT' },
    );
    expect(mark.statusCode, mark.body).toBe(200);
    const checkout = await postCheckout(manager, market, kept.service, DAY, 80);
    expect(checkout.statusCode, checkout.body).toBe(201);

    const sent = await sendLinks(manager, market.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(1);
    const reasons = Object.fromEntries(
      sent.json().skipped.map((s: { business_name: string; reason: string }) => [s.business_name, s.reason]),
    );
    expect(reasons).toEqual({
      [withAccount.vendor.businessName]: SALES_REPORT_MESSAGES.linkSkipAccount,
      'No Mail Orchard': SALES_REPORT_MESSAGES.linkSkipNoEmail,
      [kept.reseller.business_name]: SALES_REPORT_MESSAGES.linkSkipAbsent,
      [kept.service.business_name]: SALES_REPORT_MESSAGES.linkSkipCheckedOut,
    });

    // One mail, to the producer, with a link that works; the outbox table keeps the mail without it.
    expect(t.deliveredMail.map((mail) => mail.to)).toEqual(['producer@example.com']);
    expect(t.deliveredMail[0]?.subject).toBe(`Report your sales at ${market.name} for 11/21/2026`);
    const [token] = linksMailedTo('producer@example.com');
    if (!token) throw new Error('no link');
    const [row] = await t.sentMail();
    expect(row?.text).not.toContain(token);

    // No sign-in: the day, with the tokens the producer may take.
    const day = await readLink(token);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({
      business_name: kept.producer.business_name,
      market_vendor_id: kept.producer.market_vendor_id,
      market_date: DAY,
      state: 'OPEN',
      reports: [],
      // 48 hours would run past the day's window, which shuts at the end of Sunday at the market (PST).
      link: { state: 'OPEN', expires_at: '2026-11-23T08:00:00.000Z' },
    });
    expect(
      day
        .json()
        .tokens.map((token: { name: string }) => token.name)
        .sort(),
    ).toEqual(['CalFresh', 'Market Bucks']);

    // 6% of $500 = $30 fee, + $1.50 gov fee − $22 of tokens = $9.50 owed (the checkout's own math).
    const report = await reportThrough(token, 500, { [bucks.id]: 12, [calfresh.id]: 2 });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toMatchObject({
      version: 1,
      channel: 'LINK',
      market_fee: 30,
      money_owed: 9.5,
      message: SALES_REPORT_MESSAGES.submitted,
    });
    const context = await manager.api(
      'GET',
      `/market-managers/checkouts/?market_id=${market.id}&market_date=${DAY}`,
    );
    const producer = context
      .json()
      .vendors.find(
        (v: { market_vendor_id: string }) => v.market_vendor_id === kept.producer.market_vendor_id,
      );
    expect(producer.vendor_report).toMatchObject({ id: report.json().id, money_owed: 9.5 });

    // Single use: a second report is refused; the link still shows what was sent.
    const again = await reportThrough(token, 450);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe(SALES_REPORT_MESSAGES.linkUsed);
    const shown = await readLink(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().link.state).toBe('USED');
    expect(shown.json().reports).toEqual([
      expect.objectContaining({ id: report.json().id, reported_gross: 500 }),
    ]);

    // A used link is not sent again.
    const resend = await sendLinks(manager, market.id);
    expect(resend.json().sent).toBe(0);
    expect(resend.json().skipped).toContainEqual(
      expect.objectContaining({
        business_name: kept.producer.business_name,
        reason: SALES_REPORT_MESSAGES.linkSkipUsed,
      }),
    );
    expect(t.deliveredMail).toHaveLength(1);
  });

  it('a link sent again replaces the first; an unknown link is not found, an expired one is gone', async () => {
    const { manager, market } = await managerWithMarket(t);
    expect((await sendLinks(manager, market.id)).json().sent).toBe(3);
    expect((await sendLinks(manager, market.id)).json().sent).toBe(3);
    const [first, second] = linksMailedTo('producer@example.com');
    if (!first || !second) throw new Error('two links expected');

    const replaced = await readLink(first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().detail).toBe(SALES_REPORT_MESSAGES.linkInvalid);
    expect((await reportThrough(first, 100)).statusCode).toBe(404);
    expect((await readLink('no-such-link-token')).statusCode).toBe(404);
    expect((await readLink(second)).statusCode).toBe(200);

    t.clock.advance(49 * HOUR);
    for (const response of [await readLink(second), await reportThrough(second, 100)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().detail).toBe(SALES_REPORT_MESSAGES.linkExpired);
    }
  });

  it('two reports through one link at the same moment book one', async () => {
    const { manager, market, vendors: kept } = await managerWithMarket(t);
    await sendLinks(manager, market.id);
    const [token] = linksMailedTo('producer@example.com');
    if (!token) throw new Error('no link');

    const answers = await Promise.all([reportThrough(token, 100), reportThrough(token, 200)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
    expect(answers.find((a) => a.statusCode === 410)?.json().detail).toBe(SALES_REPORT_MESSAGES.linkUsed);
    const booked = await t.db
      .select()
      .from(salesReports)
      .where(eq(salesReports.marketVendorId, kept.producer.market_vendor_id));
    expect(booked).toHaveLength(1);
  });

  it('are refused for a day the vendors could not report, and send nothing', async () => {
    const { manager, market } = await managerWithMarket(t);
    const refusals = [
      // Tomorrow, Sunday: not yet.
      ['2026-11-22', 400],
      // Last Saturday: its window closed at the end of Sunday the 15th.
      ['2026-11-14', 400],
      // A Friday: the market meets on Saturdays.
      ['2026-11-20', 400],
    ] as const;
    for (const [day, status] of refusals) {
      const response = await sendLinks(manager, market.id, day);
      expect(response.statusCode, `${day}: ${response.body}`).toBe(status);
    }
    // Said to the manager, who checks vendors out (the vendors' own words ask the manager to).
    expect((await sendLinks(manager, market.id, '2026-11-14')).json().detail).toBe(
      SALES_REPORT_MESSAGES.linksClosed,
    );
    expect((await sendLinks(manager, market.id, '2026-11-20')).json().detail).toBe(
      SALES_REPORT_MESSAGES.notMarketDay,
    );
    expect(t.deliveredMail).toHaveLength(0);
  });

  it("are sent by the market's staff; for staff of another market or another account the market is not found", async () => {
    const { manager, market } = await managerWithMarket(t);
    const other = await createMarket(manager, { name: 'Uptown Market' });
    const staff = await signedInStaff(t, {
      managerId: manager.manager.id,
      role: 'STAFF',
      marketIds: [market.id],
    });
    const staffElsewhere = await signedInStaff(t, {
      managerId: manager.manager.id,
      role: 'STAFF',
      marketIds: [other.id],
    });
    const stranger = await signedInManager(t);

    expect((await sendLinks(stranger, market.id)).statusCode).toBe(404);
    expect((await sendLinks(staffElsewhere, market.id)).statusCode).toBe(404);
    expect(t.deliveredMail).toHaveLength(0);
    const sent = await sendLinks(staff, market.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(3);
  });
});

describe('report links in the vendor’s language (docs/i18n.md)', () => {
  it('writes a Spanish-speaking vendor in Spanish and an English-speaking one in today’s English', async () => {
    const { manager, market, vendors: kept } = await managerWithMarket(t);
    await t.db.update(vendors).set({ language: 'es' }).where(eq(vendors.id, kept.producer.id));
    const sent = await sendLinks(manager, market.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent).toBe(3);
    const mailTo = (address: string) => t.deliveredMail.find((mail) => mail.to === address);

    const spanish = mailTo('producer@example.com');
    expect(spanish?.subject).toBe(`Informe sus ventas en ${market.name} del 21 nov 2026`);
    expect(spanish?.text).toContain(
      `Hola, ${kept.producer.business_name}:\n\n${market.name} le pide que informe sus ventas del 21 nov 2026: sus ventas brutas y las fichas que recibió.`,
    );
    expect(spanish?.text).toContain(
      'El enlace envía un solo informe y funciona hasta el lunes, 23 de noviembre, 12:00',
    );
    expect(linksMailedTo('producer@example.com')).toHaveLength(1);

    const english = mailTo('reseller@example.com');
    const [link] = linksMailedTo('reseller@example.com');
    expect(english?.subject).toBe(`Report your sales at ${market.name} for 11/21/2026`);
    expect(english?.text.replace(/\u202f/g, ' ')).toBe(
      `Hello ${kept.reseller.business_name},\n\n${market.name} asks you to report your sales for 11/21/2026: your gross and the ` +
        `tokens you took. Open this link, no sign-in needed:\n\nhttp://marketday.test/report/${link}\n\n` +
        'The link sends one report and works until Monday, 11/23, 12:00 AM. The market manager confirms your figures at checkout.\n',
    );
  });
});
