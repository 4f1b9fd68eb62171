import { formatDollars, type GrossDoubt } from '@marketday/shared';
import { Modal } from '@/components/ui/modal';
import { useRetained } from '@/hooks/use-retained';

export type GrossCheck = { gross: number; vendorName: string; doubt: GrossDoubt };

type GrossDoubtDialogProps = {
  check: GrossCheck | null;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The sentence that says why the figure deserves a second look. */
export function grossDoubtText({ gross, vendorName, doubt }: GrossCheck): string {
  const figure = formatDollars(gross);
  return doubt.reason === 'over-limit'
    ? `${figure} is more than ${formatDollars(doubt.limit)}.`
    : `${figure} is more than ${doubt.factor} times ${vendorName}'s largest gross so far (${formatDollars(doubt.largest)}).`;
}

// docs/product.md "Checkout": an extra digit becomes real money; ask once before booking a figure far above
// the vendor's usual. Cancel returns to Gross Profit with the figure kept for correction.
export function GrossDoubtDialog({ check, onConfirm, onCancel, onCloseAutoFocus }: GrossDoubtDialogProps) {
  const shown = useRetained(check);
  return (
    <Modal
      open={check !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Is this gross right?"
      confirmText={shown ? `Yes, submit ${formatDollars(shown.gross)}` : 'Yes, submit'}
      cancelText="Fix the figure"
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
      size="sm"
    >
      <p className="text-sm">{shown && grossDoubtText(shown)}</p>
    </Modal>
  );
}
