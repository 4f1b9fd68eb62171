import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CancelSubmitButtons } from '@/components/ui/form-footer-actions';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DayReportFormActionsProps = {
  submitLabel: string;
  isValid: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
  onDelete?: (() => void) | undefined;
};

// Stays at the bottom of the scrolling dialog so Save is always one tap away on a phone.
export function DayReportFormActions({
  submitLabel,
  isValid,
  isSubmitting,
  onCancel,
  onDelete,
}: DayReportFormActionsProps) {
  const t = useMessages(en);
  return (
    // -bottom-5 covers the dialog's own bottom padding, so nothing scrolls into view beneath the buttons.
    <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t bg-background px-5 pt-3 pb-5 sm:flex-row sm:items-center sm:justify-end">
      {onDelete && (
        <Button type="button" variant="outline" className="text-destructive sm:mr-auto" onClick={onDelete}>
          <Trash2Icon aria-hidden="true" />
          {t('delete')}
        </Button>
      )}
      <CancelSubmitButtons
        submitLabel={submitLabel}
        canSubmit={isValid}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </div>
  );
}
