import type {
  AttendanceStatus,
  CheckoutInput,
  DayReportInput,
  TokenFloatEntryInput,
} from '@marketday/shared';
import { ApiError } from '../http-transport';

// docs/decisions/023-offline-outbox.md: a checkout the server has not confirmed waits on the device, keyed by
// the Idempotency-Key of its first attempt, and moves through these states.
//
//   queued ──send──▶ sending ──2xx──▶ (removed)
//     ▲                 │──409──▶ conflict   (Needs attention: Overwrite Transaction or Discard)
//     │                 │──4xx──▶ invalid    (Needs attention: the server's message, Discard)
//     │                 │──401──▶ waiting-for-sign-in ──signed in again──▶ queued
//     └──network, 5xx───┘
//
// A tab closed while sending leaves `sending` behind: it is queued again at the next start, and the key makes the
// second send answer with the first booking if the first did arrive.
export type OutboxState = 'queued' | 'sending' | 'conflict' | 'invalid' | 'waiting-for-sign-in';

/** create: POST with the key; overwrite: PUT over the vendor's checkout that day (after a conflict). */
export type OutboxMode = 'create' | 'overwrite';

type OutboxEntry = {
  /** The Idempotency-Key of the first attempt; also the item's id on the device. */
  key: string;
  /** Queue order: items are sent oldest first. */
  seq: number;
  /** The signed-in user who queued it; another user on the same device never sends it. */
  userId: string;
  mode: OutboxMode;
  marketId: string;
  marketName: string;
  queuedAt: string;
  state: OutboxState;
  attempts: number;
  /** Sent at least once: the server may hold it, so an edit needs a new key. */
  everSent: boolean;
  /** The server's refusal (invalid) or conflict message. */
  message: string | null;
  /** The record already on the server for that vendor and day, or that market night (conflict). */
  conflictId: string | null;
};

export type CheckoutOutboxItem = OutboxEntry & {
  kind: 'checkout';
  vendorName: string;
  input: CheckoutInput;
  /** Computed on the device with the shared fee math; the server's figure replaces it at sync. */
  moneyOwedCents: number;
};

/** A day report saved without a network; its calculated figures are the server's again after sync. */
export type DayReportOutboxItem = OutboxEntry & {
  kind: 'day-report';
  /** The report being edited, or null for a new one (an overwrite finds the night's report by its date). */
  reportId: string | null;
  input: DayReportInput;
};

/**
 * An attendance mark taken without a network (docs/season.md). A mark is a PUT of the vendor's status for the day,
 * so sending it twice is the same as once and it never conflicts; the latest mark of a vendor replaces a held one.
 */
export type AttendanceOutboxItem = OutboxEntry & {
  kind: 'attendance';
  vendorName: string;
  marketVendorId: string;
  date: string;
  status: AttendanceStatus;
};

/**
 * An info booth's issue or refund of tokens entered without a network (docs/product.md §20). Each entry is a line
 * of its own: never merged with another, sent once under the key the form gave it.
 */
export type FloatEntryOutboxItem = OutboxEntry & {
  kind: 'float-entry';
  tokenName: string;
  /** The request body as the form sent it (dollars); its amount is never null. */
  input: TokenFloatEntryInput;
};

export type OutboxItem =
  | CheckoutOutboxItem
  | DayReportOutboxItem
  | AttendanceOutboxItem
  | FloatEntryOutboxItem;

/** The market night an item belongs to (YYYY-MM-DD). */
export function marketDateOf(item: OutboxItem): string {
  if (item.kind === 'checkout') return item.input.market_date;
  return item.kind === 'attendance' ? item.date : item.input.date;
}

/** What one send came back with. */
export type SendOutcome =
  | { kind: 'booked' }
  | { kind: 'conflict'; message: string; conflictId: string | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'retry' };

function bodyOf(error: ApiError): { detail?: unknown; id?: unknown } {
  const data = error.response?.data;
  return typeof data === 'object' && data !== null ? (data as { detail?: unknown; id?: unknown }) : {};
}

/** Classifies what a send threw; anything without an HTTP answer (or a 5xx, 408, 429) is tried again later. */
export function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiError) || !error.response) return { kind: 'retry' };
  const { status } = error.response;
  const body = bodyOf(error);
  const message = typeof body.detail === 'string' ? body.detail : error.message;
  if (status === 401) return { kind: 'signed-out' };
  if (status === 409) {
    return { kind: 'conflict', message, conflictId: typeof body.id === 'string' ? body.id : null };
  }
  // 403: the account's access dropped (a lapsed plan); kept to send again once it is back, never thrown away.
  if (status >= 500 || status === 403 || status === 408 || status === 429) return { kind: 'retry' };
  return { kind: 'invalid', message };
}

/** The item after a send's outcome; null when it is done (booked) and leaves the outbox. */
export function settle(item: OutboxItem, outcome: SendOutcome): OutboxItem | null {
  const sent = { ...item, attempts: item.attempts + 1, everSent: true };
  switch (outcome.kind) {
    case 'booked':
      return null;
    case 'conflict':
      return { ...sent, state: 'conflict', message: outcome.message, conflictId: outcome.conflictId };
    case 'invalid':
      return { ...sent, state: 'invalid', message: outcome.message, conflictId: null };
    case 'signed-out':
      return { ...sent, state: 'waiting-for-sign-in' };
    case 'retry':
      return { ...sent, state: 'queued' };
  }
}

/** Items that a sync sends: queued ones, and those left `sending` by a closed tab or waiting for sign-in. */
export function isSendable(item: OutboxItem): boolean {
  return item.state === 'queued' || item.state === 'sending' || item.state === 'waiting-for-sign-in';
}

/** Needs attention: the manager decides (Overwrite Transaction or Discard). */
export function needsAttention(item: OutboxItem): boolean {
  return item.state === 'conflict' || item.state === 'invalid';
}

/** The manager chose Overwrite Transaction: the offline figures replace the booked checkout at the next send. */
export function toOverwrite(item: OutboxItem): OutboxItem {
  return { ...item, mode: 'overwrite', state: 'queued', message: null, conflictId: null };
}

/** Oldest first: the order the manager checked vendors out in. */
export function inQueueOrder(items: readonly OutboxItem[]): OutboxItem[] {
  return [...items].sort((a, b) => a.seq - b.seq);
}
