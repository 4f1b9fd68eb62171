import type { VendorDate } from '@marketday/shared';
import { ConfirmActionDialog, type ConfirmMutation } from '@/components/ui/confirm-action-dialog';
import type { ChangeVendorDateInput } from '@/entities/vendor-dates/change-vendor-date';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
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
  const t = useMessages(en);
  return (
    <ConfirmActionDialog
      open={date !== null}
      onOpenChange={(open) => !open && onClose()}
      title={date ? t('dropDateTitle', { day: longVendorDayLabel(date) }) : t('dropThisDateTitle')}
      description={
        deadlineHours === 0
          ? t('dropDescriptionOpened', { market: marketName })
          : t('dropDescriptionDeadline', { market: marketName, hours: deadlineHours })
      }
      confirmText={t('dropThisDate')}
      confirmVariant="destructive"
      mutation={mutation}
      variables={{ date: date ?? '', action: 'DROP' }}
    >
      {rules?.trim() ? (
        <details className="rounded-md border p-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('marketRules')}</summary>
          <p className="whitespace-pre-line break-words text-muted-foreground">{rules}</p>
        </details>
      ) : null}
    </ConfirmActionDialog>
  );
}
