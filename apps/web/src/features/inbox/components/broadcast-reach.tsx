import { useNotifyReach } from '@/entities/markets/get-notify-reach';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { RecipientOption } from './new-message-values';

// Said before sending: how many of the market's vendors a broadcast reaches, and how.
export function BroadcastReach({ marketId }: { marketId: string }) {
  const t = useMessages(en);
  const reach = useNotifyReach(marketId);
  if (reach.isPending) return <p className="text-muted-foreground text-sm">{t('counting')}</p>;
  if (!reach.data) return null;
  const { vendor_count, inbox_count, email_only_count, unreachable_count } = reach.data;
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      <strong>{t('willReceive', { count: vendor_count })}</strong>
      {t('reachHow', { inbox: inbox_count, email: email_only_count })}
      {unreachable_count > 0 && t('unreachable', { count: unreachable_count })}
    </p>
  );
}

// A vendor kept without an account is written to by e-mail; replies come to the manager's address.
export function EmailRecipientNote({ recipient }: { recipient: RecipientOption | undefined }) {
  const t = useMessages(en);
  if (!recipient?.email) return null;
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      {t('emailOnly', { email: recipient.email })}
    </p>
  );
}
