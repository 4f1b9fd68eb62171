import type { VendorDate } from '@marketday/shared';
import { ConfirmActionDialog, type ConfirmMutation } from '@/components/ui/confirm-action-dialog';
import type { ChangeVendorDateInput } from '@/entities/vendor-dates/change-vendor-date';
import { longVendorDayLabel } from '../vendor-dates';

type DropDateDialogProps = {
  /** The date being dropped; null when the dialog is closed. */
  date: string | null;
  marketName: string;
  deadlineHours: number;
  /** The market's rules text, where its absence rule is written. */
  rules: string | null;
  mutation: ConfirmMutation<ChangeVendorDateInput, { message: string; data: VendorDate }>;
  onClose: () => void;
};

// Dropping a date is asked once more: after the market's deadline it cannot be taken back.
export function DropDateDialog({
  date,
  marketName,
  deadlineHours,
  rules,
  mutation,
  onClose,
}: DropDateDialogProps) {
  return (
    <ConfirmActionDialog
      open={date !== null}
      onOpenChange={(open) => !open && onClose()}
      title={date ? `Drop ${longVendorDayLabel(date)}?` : 'Drop this date?'}
      description={`You will not sell at ${marketName} that day. ${deadlineText(deadlineHours)} this cannot be undone; before then, you can ask the manager for the date again.`}
      confirmText="Drop this date"
      confirmVariant="destructive"
      mutation={mutation}
      variables={{ date: date ?? '', action: 'DROP' }}
    >
      {rules?.trim() ? (
        <details className="rounded-md border p-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">The market’s rules</summary>
          <p className="whitespace-pre-line break-words text-muted-foreground">{rules}</p>
        </details>
      ) : null}
    </ConfirmActionDialog>
  );
}

function deadlineText(hours: number): string {
  if (hours === 0) return 'Once the market has opened,';
  return `Once the deadline has passed, ${hours} ${hours === 1 ? 'hour' : 'hours'} before the market opens,`;
}
