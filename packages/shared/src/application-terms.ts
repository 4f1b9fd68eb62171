import { labelledEnum } from './labelled-enum';

// The words and limits of applications, apart from ./applications.ts's schemas so a list of applications does not
// load zod (docs/decisions/038-page-weight-and-first-screen.md).

// A vendor's request to join a market (docs/product.md §13).
export const [APPLICATION_STATUSES, APPLICATION_STATUS_LABELS] = labelledEnum({
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
});
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_MESSAGE_MAX = 2000;
export const APPLICATION_REASON_MAX = 1000;
// One application lists at most this many products or documents (a whole catalogue fits).
export const APPLICATION_ITEMS_MAX = 500;

export const APPLICATION_MESSAGES = {
  applied: 'Application sent.',
  withdrawn: 'Application withdrawn.',
  approved: 'Application approved.',
  rejected: 'Application rejected.',
  messageRequired: 'Tell the manager about your business',
  reasonRequired: 'A reason is required',
  alreadyMember: 'You already sell at this market.',
  alreadyPending: 'You already have a pending application for this market.',
  foreignProducts: 'Some of the chosen products are not in your catalogue. Reload the page and choose again.',
  foreignDocuments: 'Some of the chosen documents are not yours. Reload the page and choose again.',
  onlyPendingWithdrawn: 'Only a pending application can be withdrawn.',
} as const;

// Answer to a decision on an application that is no longer pending (a second approve, or a race).
export function alreadyDecidedMessage(status: ApplicationStatus): string {
  if (status === 'WITHDRAWN') return 'The vendor withdrew this application.';
  if (status === 'PENDING') return 'This application is still pending.';
  return `This application was already ${status === 'APPROVED' ? 'approved' : 'rejected'}.`;
}

// Where the vendor stands with a market they might apply to: 'Member', 'Applied' or 'Apply' on screen.
export const MARKET_STANDINGS = ['MEMBER', 'APPLIED', 'OPEN'] as const;
export type MarketStanding = (typeof MARKET_STANDINGS)[number];

// Signed file links live five minutes; lists showing them refetch a little sooner.
export const APPLICATION_LINK_REFRESH_MS = 4 * 60 * 1000;
