import { formatDisplayDate } from './calendar-dates';
import type { ReceiptAnswer, VendorReceiptState } from './receipt-answers';

// The words and rules of a vendor's answer to a receipt, apart from ./receipt-answers.ts's schemas so a page that
// shows the answer does not load zod (docs/decisions/038-page-weight-and-first-screen.md).

// A vendor's answer to the receipt of one version of a checkout (docs/product.md, "Receipts the vendor agrees
// to"): Agree, or Dispute with a note. A checkout the market changes afterwards is a new version, answered anew.
export const RECEIPT_NOTE_MAX_LENGTH = 1000;

export const RECEIPT_ANSWER_MESSAGES = {
  agreed: 'Thanks. You agreed to this receipt.',
  disputed: 'Your dispute was sent to the market.',
  noteRequired: 'Say what is wrong with this receipt',
  noteTooLong: `The note must be at most ${RECEIPT_NOTE_MAX_LENGTH} characters`,
  alreadyAnswered:
    'You have already answered this version of the receipt. If the market changes the checkout, you can answer the new version.',
  resolved: 'Dispute marked resolved',
  alreadyResolved: 'This dispute is already resolved.',
  // The inbox notice and e-mail that bring the receipt to the vendor.
  noticeTitle: (market: string, date: string) =>
    `Your receipt for ${market} on ${formatDisplayDate(date)}: agree or dispute`,
  adjusted: (reason: string) => `Adjusted by the market: ${reason}`,
  changedMeanwhile:
    'The market changed this checkout since you opened it. Review the new figures, then answer.',
} as const;

export const RECEIPT_ANSWERS = ['agreed', 'disputed'] as const;
export type ReceiptAnswerKind = (typeof RECEIPT_ANSWERS)[number];

// What the vendor is asked to do now: nothing once the current version is answered.
export function receiptAwaitsAnswer(state: VendorReceiptState): boolean {
  return state.answer === null || state.answer.version !== state.version;
}

// How a checkout's history shows an answer: "Vendor agreed" or "Vendor disputed: {note}".
export function receiptAnswerLabel(answer: Pick<ReceiptAnswer, 'answer' | 'note'>): string {
  return answer.answer === 'agreed' ? 'Vendor agreed' : `Vendor disputed: ${answer.note ?? ''}`;
}
