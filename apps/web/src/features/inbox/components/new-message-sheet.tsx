import { CHECKOUT_MESSAGES, NOTIFICATION_MESSAGES } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useContactVendor } from '@/entities/notifications/contact-vendor';
import { useNotifyMarket } from '@/entities/notifications/notify-market';
import { useSendMessage } from '@/entities/notifications/send-message';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type MessageSender, NewMessageForm } from './new-message-form';
import type { NewMessageFormValues, RecipientOption } from './new-message-values';

type NewMessageSheetProps = DialogOpenProps & {
  sender: MessageSender;
  vendors: RecipientOption[];
  markets: RecipientOption[];
  isLoadingRecipients: boolean;
};

const DESCRIPTIONS = { manager: 'managerDescription', vendor: 'vendorDescription' } as const;

// The sheet's content unmounts when it closes, so every opening starts with an empty form.

export function NewMessageSheet({ sender, open, onOpenChange, ...recipients }: NewMessageSheetProps) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const sendMessage = useSendMessage();
  const notifyMarket = useNotifyMarket();
  const contactVendor = useContactVendor();

  // A refusal is shown by the form.
  async function submit({ mode, recipient_id, title, message }: NewMessageFormValues) {
    if (sender === 'vendor') {
      // A vendor's message goes to the manager of the chosen market.
      const result = await sendMessage.mutateAsync({ title, message, market_id: recipient_id });
      showSuccess(result.message || sayShared(NOTIFICATION_MESSAGES.sent));
    } else if (mode === 'vendor' && recipients.vendors.find((v) => v.id === recipient_id)?.email) {
      // A kept vendor without an account has no inbox: the message goes to their e-mail instead.
      const result = await contactVendor.mutateAsync({ vendor_id: recipient_id, subject: title, message });
      showSuccess(result.message || sayShared(CHECKOUT_MESSAGES.messageSent));
    } else if (mode === 'vendor') {
      const result = await sendMessage.mutateAsync({ title, message, vendor_id: recipient_id });
      showSuccess(result.message || sayShared(NOTIFICATION_MESSAGES.sent));
    } else {
      const result = await notifyMarket.mutateAsync({ marketId: recipient_id, title, message });
      showSuccess(sayShared(NOTIFICATION_MESSAGES.notified(result.vendor_count)));
    }
    onOpenChange(false);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-lg">
        <SheetHeader className="border-b pr-14">
          <SheetTitle className="text-lg">{t('newMessage')}</SheetTitle>
          <SheetDescription>{t(DESCRIPTIONS[sender])}</SheetDescription>
        </SheetHeader>
        <NewMessageForm sender={sender} {...recipients} onSubmit={submit} />
      </SheetContent>
    </Sheet>
  );
}
