import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The dialog's body (its range check and the sending) loads after the page's first screen.
const SendStatementsBody = lazyPart(() => import('./send-statements-body').then((m) => m.SendStatementsBody));

type SendStatementsDialogProps = DialogOpenProps & {
  marketId: string;
  /** Vendors of the market, for the sentence saying who gets one. */
  vendorCount: number;
  /** YYYY-MM-DD: today at the market (the default range runs from January 1st to it); else the device's date. */
  today?: string;
};

// Every vendor of the market gets their statement for a date range by e-mail: the server sends them in the
// background, and the dialog shows how far it got until every statement is sent, skipped or failed.
export function SendStatementsDialog({ marketId, vendorCount, today, ...dialog }: SendStatementsDialogProps) {
  const t = useMessages(en);
  return (
    <Modal {...dialog} title={t('sendAllTitle')}>
      {/* The body unmounts with the closed dialog; a batch under way goes on sending on the server. */}
      {dialog.open ? (
        <SendStatementsBody
          marketId={marketId}
          vendorCount={vendorCount}
          today={today}
          onClose={() => dialog.onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}
