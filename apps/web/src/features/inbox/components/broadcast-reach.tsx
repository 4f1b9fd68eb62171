import { useNotifyReach } from '@/entities/markets/get-notify-reach';
import type { RecipientOption } from './new-message-values';

const vendorsText = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`);

// Said before sending: how many of the market's vendors a broadcast reaches, and how.
export function BroadcastReach({ marketId }: { marketId: string }) {
  const reach = useNotifyReach(marketId);
  if (reach.isPending) return <p className="text-muted-foreground text-sm">Counting who will receive it…</p>;
  if (!reach.data) return null;
  const { vendor_count, inbox_count, email_only_count, unreachable_count } = reach.data;
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      <strong>{`${vendorsText(vendor_count)} will receive it`}</strong>
      {`: ${inbox_count} in their Marketday inbox, ${email_only_count} by e-mail only.`}
      {unreachable_count > 0 &&
        ` ${vendorsText(unreachable_count)} you keep without an account or e-mail address will not.`}
    </p>
  );
}

// A vendor kept without an account is written to by e-mail; replies come to the manager's address.
export function EmailRecipientNote({ recipient }: { recipient: RecipientOption | undefined }) {
  if (!recipient?.email) return null;
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      {`This vendor has no Marketday account: the message goes by e-mail to ${recipient.email}, and replies come to you.`}
    </p>
  );
}
