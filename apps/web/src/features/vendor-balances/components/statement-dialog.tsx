import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The dialog's body (its range check, the PDF download and the sending) loads after the page's first screen.
const StatementDialogBody = lazyPart(() =>
  import('./statement-dialog-body').then((m) => m.StatementDialogBody),
);

export type StatementVendor = { id: string; name: string; email: string | null };

type StatementDialogProps = DialogOpenProps & {
  marketId: string;
  vendor: StatementVendor | null;
  /** YYYY-MM-DD: today at the market (the default range runs from January 1st to it); else the device's date. */
  today?: string;
};

// One vendor's statement for a date range: downloaded as a PDF, or e-mailed to the vendor's address on file.
export function StatementDialog({ marketId, vendor, open, onOpenChange, today }: StatementDialogProps) {
  const t = useMessages(en);
  return (
    <Modal
      open={open && vendor !== null}
      onOpenChange={onOpenChange}
      title={t('statementTitle')}
      subtitle={vendor?.name}
    >
      {/* The body unmounts with the closed dialog, so each opening starts from this year's range. */}
      {vendor ? <StatementDialogBody marketId={marketId} vendor={vendor} today={today} /> : null}
    </Modal>
  );
}
