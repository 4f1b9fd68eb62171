// What vendors' sales reports say, apart from their schemas (./sales-reports.ts): the checkout screen shows these
// messages, and importing the schemas' module would build them, and the markets' and tokens' schemas, as it loads
// (issue 32).

export const REPORT_LINK_HOURS = 48;

export const MAX_ADJUST_REASON_LENGTH = 500;
export const ADJUST_REASON_TOO_LONG = `Keep the reason under ${MAX_ADJUST_REASON_LENGTH} characters.`;

export const SALES_REPORT_MESSAGES = {
  notOpenYet: (time: string) => `Reports for this market day open at ${time}.`,
  closed: 'Reports for this market day are closed. Ask the market manager to check you out.',
  // The manager's side of the same: links are not sent once the day's reports have closed.
  linksClosed: 'Reports for this market day are closed: check the vendors out from the checkout screen.',
  notMarketDay: 'The market is not open on this date.',
  alreadyBooked: 'The market has already checked you out for this day.',
  staleVersion: 'The vendor changed this report since it was shown. Review the new figures.',
  adjustReasonRequired: 'Say why the figures differ from the vendor’s report.',
  pricesChanged:
    'The market’s fees or token values changed since the vendor sent this report. Adjust it with a reason, or ask the vendor to send it again.',
  adjustReasonTooLong: ADJUST_REASON_TOO_LONG,
  reportNotForVendor: 'This report is for another vendor or day.',
  submitted: 'Sales report sent. The market manager will confirm it.',
  linkInvalid: 'This link is not valid. Ask the market manager for a new one.',
  linkUsed: 'This link was already used. Ask the market manager if something needs changing.',
  linkExpired: 'This link has expired. Ask the market manager for a new one.',
  duplicateToken: 'Each token may appear once.',
  sentTwice: 'This report was sent twice at the same moment. Check your figures and send again.',
  // The signed links e-mailed to vendors without an account (docs/product.md "Report links").
  linksSent: (sent: number) => `Sent ${sent} ${sent === 1 ? 'link' : 'links'}.`,
  linkSkipAccount: 'Has an account: reports from their own home.',
  linkSkipNoEmail: 'No receipt e-mail on file.',
  linkSkipCheckedOut: 'Already checked out for this day.',
  linkSkipAbsent: 'Marked absent this day.',
  linkSkipNotScheduled: 'Not scheduled on this date.',
  linkSkipUsed: 'Already reported through their link.',
  linkSkipMailFailed: 'The e-mail could not be sent. Try again.',
} as const;
