import { z } from 'zod';
import type { DocumentStatus, DocumentType, ProductCategory, ProductTag, VendorType, Weekday } from './enums';
import type { Hours, Season } from './markets';

// A vendor's request to join a market (DESIGN.md §6).
export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

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

const uniqueIds = (message: string) =>
  z
    .array(z.uuid(message))
    .max(APPLICATION_ITEMS_MAX, `Choose at most ${APPLICATION_ITEMS_MAX}`)
    .transform((ids) => [...new Set(ids)]);

export const ApplyInputSchema = z.object({
  market_id: z.uuid('Choose a market'),
  message: z
    .string(APPLICATION_MESSAGES.messageRequired)
    .trim()
    .min(1, APPLICATION_MESSAGES.messageRequired)
    .max(APPLICATION_MESSAGE_MAX, `Message must be less than ${APPLICATION_MESSAGE_MAX} characters`),
  product_ids: uniqueIds('Choose products from your catalogue').default([]),
  document_ids: uniqueIds('Choose documents you uploaded').default([]),
});
export type ApplyInput = z.input<typeof ApplyInputSchema>;

export const RejectApplicationSchema = z.object({
  reason: z
    .string(APPLICATION_MESSAGES.reasonRequired)
    .trim()
    .min(1, APPLICATION_MESSAGES.reasonRequired)
    .max(APPLICATION_REASON_MAX, `Reason must be less than ${APPLICATION_REASON_MAX} characters`),
});
export type RejectApplicationInput = z.infer<typeof RejectApplicationSchema>;

export const ManagerApplicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  market_id: z.uuid().optional(),
});
export type ManagerApplicationsQuery = z.infer<typeof ManagerApplicationsQuerySchema>;

export const BrowseMarketsQuerySchema = z.object({ search: z.string().trim().max(200).default('') });
export const BROWSE_MARKETS_LIMIT = 50;

// Where the vendor stands with a market they might apply to: 'Member', 'Applied' or 'Apply' on screen.
export const MARKET_STANDINGS = ['MEMBER', 'APPLIED', 'OPEN'] as const;
export type MarketStanding = (typeof MARKET_STANDINGS)[number];

export type BrowseMarket = {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  day_of_week: Weekday;
  season: Season;
  hours: Hours;
  manager_name: string;
  standing: MarketStanding;
  // The open application, so the list can offer to withdraw it.
  pending_application_id: string | null;
};

export type ApplicationProduct = {
  product_id: string;
  name: string;
  category: ProductCategory;
  tags: ProductTag[];
};

export type ApplicationDocument = {
  id: string;
  type: DocumentType;
  version: number;
  expr: string | null;
  status: DocumentStatus;
  status_text: string;
  // A short-lived signed link to the file (DESIGN.md §1); refetch the list to renew it.
  url: string;
};

export type Application = {
  id: string;
  status: ApplicationStatus;
  message: string | null;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  market: { id: string; name: string; city: string | null; state: string | null };
  vendor: { id: string; business_name: string; type: VendorType };
  // Products and documents still on file; one deleted since applying is left out.
  products: ApplicationProduct[];
  documents: ApplicationDocument[];
};

// Signed file links live five minutes; lists showing them refetch a little sooner.
export const APPLICATION_LINK_REFRESH_MS = 4 * 60 * 1000;
