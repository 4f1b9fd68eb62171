import { fromIsoDate } from './calendar-dates';
import type { NotificationType } from './enums';
import NOTICE_TEMPLATES from './i18n/messages/notices/en.json' with { type: 'json' };

// The inbox notices the system writes (an application's news, a document's expiry, a receipt to answer, a season
// request's answer). They are stored in English, as written here, before anyone knows the reader; the web says them
// again in the reader's language by looking this English up in the notices catalogue (docs/i18n.md). So the API
// writes them from these very templates (the catalogue's English), and the notices test finds each one it writes.
// What a person wrote (a manager's message or broadcast, a refusal's reason, a cancellation's note) is a value, never
// a template: it stays as written.
export { NOTICE_TEMPLATES };
export type NoticeKey = keyof typeof NOTICE_TEMPLATES;
export type NoticeValues = Readonly<Record<string, string | number>>;

/**
 * The kind of notification each notice is written as. A text is said again as a notice only when it came as that
 * kind: a manager's own message or broadcast that happens to read like one ("Welcome to the new season") stays as
 * written.
 */
export const NOTICE_TYPES = {
  newApplicationTitle: 'account_update',
  newApplicationMessage: 'account_update',
  approvedTitle: 'account_update',
  approvedMessage: 'account_update',
  rejectedTitle: 'account_update',
  rejectedMessage: 'account_update',
  documentExpiredTitle: 'document_expiration',
  documentExpiresSoonTitle: 'document_expiration',
  documentDueDaysAgo: 'document_expiration',
  documentDueYesterday: 'document_expiration',
  documentDueToday: 'document_expiration',
  documentDueTomorrow: 'document_expiration',
  documentDueInDays: 'document_expiration',
  receiptTitle: 'market_update',
  receiptMessage: 'market_update',
  boothOpenedTitle: 'market_update',
  boothOpenedMessage: 'market_update',
  requestApprovedTitle: 'market_update',
  requestApprovedMessage: 'market_update',
  requestDeclinedTitle: 'market_update',
  requestDeclinedMessage: 'market_update',
  dateCancelledTitle: 'market_update',
  dateCancelledMessage: 'market_update',
  dateCancelledWithNote: 'market_update',
} as const satisfies Record<NoticeKey, NotificationType>;

/** A system notice's English: its template with every `{name}` filled in. */
export function noticeText(key: NoticeKey, values: NoticeValues = {}): string {
  return NOTICE_TEMPLATES[key].replace(/\{([A-Za-z_]\w*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The notice ${key} needs a value for {${name}}`);
    return String(value);
  });
}

const DAY_MS = 86_400_000;

/**
 * A document's expiry notice, to the vendor and to their market managers: `Insurance expired` and
 * `Green Acres: Insurance — Due yesterday.` (the day count as documentStatusText words it).
 */
export function documentExpiryNotice({
  vendor,
  document,
  expired,
  expr,
  today,
}: {
  vendor: string;
  document: string;
  expired: boolean;
  expr: string;
  today: string;
}): { title: string; message: string } {
  const days = Math.round((fromIsoDate(expr).getTime() - fromIsoDate(today).getTime()) / DAY_MS);
  const when: NoticeKey =
    days < -1
      ? 'documentDueDaysAgo'
      : days === -1
        ? 'documentDueYesterday'
        : days === 0
          ? 'documentDueToday'
          : days === 1
            ? 'documentDueTomorrow'
            : 'documentDueInDays';
  return {
    title: noticeText(expired ? 'documentExpiredTitle' : 'documentExpiresSoonTitle', { document }),
    message: noticeText(when, { vendor, document, days: Math.abs(days) }),
  };
}
