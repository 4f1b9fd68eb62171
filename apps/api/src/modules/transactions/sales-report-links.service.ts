import {
  formatDateIn,
  INTL_LOCALE,
  type Locale,
  type Market,
  REPORT_LINK_HOURS,
  type ReportLinksSent,
  reportWindow,
  SALES_REPORT_MESSAGES,
  type SalesReport,
  type SalesReportLinkDay,
  seasonDates,
} from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { hashToken, newOpaqueToken } from '../../lib/crypto/tokens';
import { badRequest, HttpError, notFound, orNotFound } from '../../lib/http-errors';
import { serverMessages } from '../../lib/i18n/translate';
import { refuseFutureMarketDay } from '../../lib/market-day-rules';
import type { Mailer } from '../../plugins/mail';
import { getMarket } from '../markets';
import { type MailLimiter, withMailBudget } from '../notifications';
import { listDateChanges, scheduledOnDates } from '../season';
import en from './locales/en.json';
import es from './locales/es.json';
import {
  findReportLink,
  issueReportLink,
  linkCandidates,
  lockReportLink,
  markReportLinkUsed,
  type ReportLinkRow,
} from './sales-report-links.repository';
import { findSellerByPlace } from './sales-reports.repository';
import { type ReportFigures, reportDay, submitReport } from './sales-reports.service';

// The signed link e-mailed to a vendor without an account to report one market day without signing in
// (docs/product.md "Report links"): one per vendor and day, spent by the report it sends, dead after 48 hours.

const LINK_MS = REPORT_LINK_HOURS * 60 * 60 * 1000;

// The link's e-mail is the vendor's, so it is in the vendor's language (docs/i18n.md).
const linkMessages = serverMessages('transactions', { en, es });

type Candidate = Awaited<ReturnType<typeof linkCandidates>>[number];

// Why a vendor of the market gets no link for the day, or null when they get one.
function skipReason(vendor: Candidate, scheduled: Set<string>): string | null {
  if (vendor.hasAccount) return SALES_REPORT_MESSAGES.linkSkipAccount;
  if (!vendor.receiptEmail) return SALES_REPORT_MESSAGES.linkSkipNoEmail;
  if (!scheduled.has(vendor.marketVendorId)) return SALES_REPORT_MESSAGES.linkSkipNotScheduled;
  if (vendor.attendance === 'ABSENT') return SALES_REPORT_MESSAGES.linkSkipAbsent;
  if (vendor.checkedOut) return SALES_REPORT_MESSAGES.linkSkipCheckedOut;
  if (vendor.linkUsed) return SALES_REPORT_MESSAGES.linkSkipUsed;
  return null;
}

// The market's open date, or a 400: links go out only for a day the vendor could still report.
async function reportableDay(db: Database, market: Market, date: string) {
  const changes = await listDateChanges({ db, marketId: market.id, start: date, end: date });
  const [day] = seasonDates(market, changes, { start: date, end: date });
  if (!day || day.status === 'CANCELLED')
    throw badRequest(SALES_REPORT_MESSAGES.notMarketDay, {
      errors: [{ path: 'market_date', message: SALES_REPORT_MESSAGES.notMarketDay }],
    });
  return day;
}

function linkMail({
  to,
  businessName,
  marketName,
  marketDate,
  url,
  expiresAt,
  timeZone,
  locale,
}: {
  to: string;
  businessName: string;
  marketName: string;
  marketDate: string;
  url: string;
  expiresAt: Date;
  timeZone: string;
  locale: Locale;
}) {
  // English keeps the specification's "Sunday, 6/7, 6:00 PM"; another language spells the month.
  const until = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone,
    weekday: 'long',
    month: locale === 'en' ? 'numeric' : 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(expiresAt);
  const t = linkMessages(locale);
  const names = { market: marketName, date: formatDateIn(marketDate, locale) };
  return {
    to,
    subject: t('linkSubject', names),
    text: t('linkBody', { ...names, vendor: businessName, url, until }),
  };
}

/**
 * E-mails the day's report link to every vendor of the market without an account who has a receipt e-mail, is
 * scheduled that day, not marked absent, not checked out, and has not used the day's link. A link sent again
 * replaces the earlier one. Each mail takes a place in the account's mail budget.
 */
export async function sendReportLinks({
  db,
  mailer,
  limiter,
  log,
  managerId,
  marketId,
  marketDate,
  appUrl,
  now,
}: {
  db: Database;
  mailer: Mailer;
  limiter: MailLimiter;
  log: FastifyBaseLogger;
  managerId: string;
  marketId: string;
  marketDate: string;
  appUrl: string;
  now: Date;
}): Promise<ReportLinksSent> {
  const market = orNotFound(await getMarket({ db, managerId, marketId }));
  refuseFutureMarketDay({ date: marketDate, market, now, field: 'market_date' });
  const day = await reportableDay(db, market, marketDate);
  if (now >= reportWindow(market, marketDate).closesAt) throw badRequest(SALES_REPORT_MESSAGES.linksClosed);
  const [vendors, scheduledByDate] = await Promise.all([
    linkCandidates({ db, marketId, marketDate }),
    scheduledOnDates({ db, marketId, dates: [day] }),
  ]);
  const scheduled = scheduledByDate.get(marketDate) ?? new Set<string>();
  const skipped: ReportLinksSent['skipped'] = [];
  const due: (Candidate & { receiptEmail: string })[] = [];
  for (const vendor of vendors) {
    const reason = skipReason(vendor, scheduled);
    if (reason)
      skipped.push({ market_vendor_id: vendor.marketVendorId, business_name: vendor.businessName, reason });
    else due.push({ ...vendor, receiptEmail: vendor.receiptEmail as string });
  }
  if (due.length === 0) return { sent: 0, skipped };

  // 48 hours, but never past the day's reporting window: the mail's date must be one the link still works on.
  const expiresAt = new Date(
    Math.min(now.getTime() + LINK_MS, reportWindow(market, marketDate).closesAt.getTime()),
  );
  return withMailBudget(limiter, managerId, due.length, async () => {
    const outcomes = await Promise.allSettled(
      due.map(async (vendor) => {
        const token = newOpaqueToken();
        const issued = await issueReportLink(db, {
          managerId,
          marketId,
          marketVendorId: vendor.marketVendorId,
          vendorId: vendor.vendorId,
          marketDate,
          tokenHash: hashToken(token),
          expiresAt,
          now,
        });
        // Used between the list and now: it stays used.
        if (!issued) return SALES_REPORT_MESSAGES.linkSkipUsed;
        await mailer.send({
          ...linkMail({
            to: vendor.receiptEmail,
            businessName: vendor.businessName,
            marketName: market.name,
            marketDate,
            url: `${appUrl}/report/${token}`,
            expiresAt,
            timeZone: market.time_zone,
            locale: vendor.language,
          }),
          // The outbox table must not hold a link that works (decision 002).
          secrets: [token],
        });
        return null;
      }),
    );
    let sent = 0;
    outcomes.forEach((outcome, i) => {
      const vendor = due[i] as Candidate;
      const reason =
        outcome.status === 'rejected' ? SALES_REPORT_MESSAGES.linkSkipMailFailed : (outcome.value ?? null);
      if (reason === null) sent += 1;
      else
        skipped.push({ market_vendor_id: vendor.marketVendorId, business_name: vendor.businessName, reason });
    });
    const failed = outcomes.filter((o) => o.status === 'rejected');
    if (failed.length > 0) log.warn({ marketId, failed: failed.length }, 'report link e-mails failed');
    return { sent, skipped };
  });
}

const gone = (detail: string) => new HttpError(410, detail);

// A link that may still be read: unknown → 404; unused and past its expiry → 410. A used link keeps showing its day.
function readableLink(link: ReportLinkRow | null, now: Date): ReportLinkRow {
  if (!link) throw notFound(SALES_REPORT_MESSAGES.linkInvalid);
  if (!link.usedAt && link.expiresAt <= now) throw gone(SALES_REPORT_MESSAGES.linkExpired);
  return link;
}

async function sellerOfLink(db: Database, link: ReportLinkRow) {
  const seller = await findSellerByPlace({ db, marketVendorId: link.marketVendorId });
  if (!seller) throw notFound(SALES_REPORT_MESSAGES.linkInvalid);
  return seller;
}

/** The vendor's day as the link shows it: the form while the link is unused, what was sent once it is used. */
export async function reportLinkDay({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: Date;
}): Promise<SalesReportLinkDay> {
  const link = readableLink(await findReportLink({ db, tokenHash: hashToken(token) }), now);
  const seller = await sellerOfLink(db, link);
  const day = await reportDay({ db, seller, marketDate: link.marketDate, now });
  return {
    ...day,
    link: { state: link.usedAt ? 'USED' : 'OPEN', expires_at: link.expiresAt.toISOString() },
  };
}

/**
 * The vendor's report through the link, booked with the same rules as from an account. The link's row is locked
 * and marked used in the report's own transaction: of two sends at once one books, the other is told it was used.
 */
export async function submitThroughLink({
  db,
  token,
  figures,
  now,
}: {
  db: Database;
  token: string;
  figures: ReportFigures;
  now: Date;
}): Promise<SalesReport> {
  return db.transaction(async (tx) => {
    const link = readableLink(await lockReportLink({ db: tx, tokenHash: hashToken(token) }), now);
    if (link.usedAt) throw gone(SALES_REPORT_MESSAGES.linkUsed);
    const seller = await sellerOfLink(tx, link);
    const report = await submitReport({
      db: tx,
      seller,
      marketDate: link.marketDate,
      figures,
      channel: 'LINK',
      userId: null,
      now,
    });
    await markReportLinkUsed({ db: tx, id: link.id, now });
    return report;
  });
}
