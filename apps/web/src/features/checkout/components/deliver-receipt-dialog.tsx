import { ArrowRight, CloudUpload, Mail, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { CheckoutDraft } from '@/entities/checkout/checkout-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { OwedFigure } from './owed-figure';

/** A checkout held on the device: its receipt is drawn here and marked "Pending sync". */
export type PendingReceiptSource = { key: string; draft: CheckoutDraft; queuedAt: string };

export type ReceiptTarget = {
  /** null while the checkout waits on the device (pending). */
  transactionId: string | null;
  pending: PendingReceiptSource | null;
  vendorName: string;
  receiptEmail: string | null;
  /** What the vendor owes the market (negative: what the market pays the vendor). */
  moneyOwedCents: number;
};
export type ReceiptChoice = 'print' | 'email' | 'both';

type DeliverReceiptDialogProps = {
  open: boolean;
  receipt: ReceiptTarget | null;
  /** The vendor the form moves on to once the receipt is dealt with; null when everyone is done. */
  nextVendorName: string | null;
  onChoose: (choice: ReceiptChoice) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

// docs/product.md §2: print always; e-mail only when the vendor has a receipt address. The figure to
// collect stays in view here: the form behind has already been cleared for the next entry.
export function DeliverReceiptDialog({
  open,
  receipt,
  nextVendorName,
  onChoose,
  onClose,
  onCloseAutoFocus,
}: DeliverReceiptDialogProps) {
  const t = useMessages(en);
  const email = receipt?.receiptEmail;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('deliverReceipt')}
      subtitle={t('deliverReceiptSubtitle')}
      size="sm"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-2">
        {receipt && (
          <div className="mb-1 grid gap-1 rounded-lg border bg-muted/40 px-3 py-2" data-testid="receipt-owed">
            <p className="break-words font-medium">{receipt.vendorName}</p>
            <OwedFigure moneyOwedCents={receipt.moneyOwedCents} />
            {receipt.pending && (
              <p className="flex items-center gap-1.5 font-medium text-sm">
                <CloudUpload aria-hidden="true" className="size-4" />
                {t('pendingSyncSaved')}
              </p>
            )}
          </div>
        )}
        <Button type="button" onClick={() => onChoose('print')}>
          <Printer aria-hidden="true" />
          {t('printReceipt')}
        </Button>
        {email && (
          <>
            <Button type="button" variant="outline" onClick={() => onChoose('email')}>
              <Mail aria-hidden="true" />
              {t('emailReceipt')}
            </Button>
            <Button type="button" variant="outline" onClick={() => onChoose('both')}>
              <Printer aria-hidden="true" />
              {t('printAndEmailReceipt')}
            </Button>
            <p className="break-all text-muted-foreground text-xs">{t('emailsGoTo', { email })}</p>
          </>
        )}
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('skip')}
        </Button>
        {/* Any choice, Skip or closing moves on (docs/decisions/033-checkout-moves-on.md): where to, said here. */}
        {nextVendorName ? (
          <p
            className="flex items-start justify-center gap-1.5 py-1 text-center text-sm"
            data-testid="receipt-next"
          >
            <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{t('next', { name: nextVendorName })}</span>
          </p>
        ) : (
          <p className="py-1 text-center text-muted-foreground text-sm">{t('everyoneCheckedOut')}</p>
        )}
      </div>
    </Modal>
  );
}
