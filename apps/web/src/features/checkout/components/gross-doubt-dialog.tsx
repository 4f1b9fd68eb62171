import {
  type Cents,
  formatCents,
  type GrossDoubt,
  IMPLAUSIBLE_GROSS_DOLLARS,
  IMPLAUSIBLE_GROSS_FACTOR,
} from '@marketday/shared';
import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';

/** A gross in question, its figures in cents (the doubt's limit and largest gross too). */
export type GrossCheck = { gross: Cents; vendorName: string; doubt: GrossDoubt };

const IMPLAUSIBLE_GROSS_CENTS = IMPLAUSIBLE_GROSS_DOLLARS * 100;

/** The shared `grossDoubt` rule (packages/shared checkout.ts), on cents: null when the gross looks usual. */
export function grossDoubtInCents({
  grossCents,
  largestCents,
}: {
  grossCents: Cents;
  largestCents: Cents | null;
}): GrossDoubt | null {
  if (grossCents > IMPLAUSIBLE_GROSS_CENTS) return { reason: 'over-limit', limit: IMPLAUSIBLE_GROSS_CENTS };
  if (largestCents !== null && largestCents > 0 && grossCents > largestCents * IMPLAUSIBLE_GROSS_FACTOR)
    return { reason: 'over-usual', largest: largestCents, factor: IMPLAUSIBLE_GROSS_FACTOR };
  return null;
}

type GrossDoubtDialogProps = {
  check: GrossCheck | null;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The sentence that says why the figure deserves a second look. */
export function grossDoubtText({ gross, vendorName, doubt }: GrossCheck): string {
  const figure = formatCents(gross);
  return doubt.reason === 'over-limit'
    ? `${figure} is more than ${formatCents(doubt.limit)}.`
    : `${figure} is more than ${doubt.factor} times ${vendorName}'s largest gross so far (${formatCents(doubt.largest)}).`;
}

// docs/product.md "Checkout": an extra digit becomes real money; ask once before booking a figure far above
// the vendor's usual. Cancel returns to Gross Profit with the figure kept for correction.
export function GrossDoubtDialog({ check, onConfirm, onCancel, onCloseAutoFocus }: GrossDoubtDialogProps) {
  const { shown, dialog } = useRetainedDialog(check, onCancel);
  return (
    <Modal
      {...dialog}
      title="Is this gross right?"
      confirmText={shown ? `Yes, submit ${formatCents(shown.gross)}` : 'Yes, submit'}
      cancelText="Fix the figure"
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
      size="sm"
    >
      <p className="text-sm">{shown && grossDoubtText(shown)}</p>
    </Modal>
  );
}
