import { formatCents, type Token } from '@marketday/shared';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { tokenValueCents } from '@/entities/tokens/token-money';
import { TokenProgramBadge } from '@/entities/tokens/token-program-badge';
import { useOpening } from '@/hooks/use-opening';
import { cn } from '@/lib/cn';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { LEDGER_ACTIONS, type ManualLedgerType } from './ledger-actions';
import { LedgerEntryDialog } from './ledger-entry-dialog';
import { LedgerHistory } from './ledger-history';

export function TokenCard({
  marketId,
  marketToday,
  token,
}: {
  marketId: string;
  /** YYYY-MM-DD: today at the market. */
  marketToday: string;
  token: Token;
}) {
  const t = useMessages(en);
  const countFormat = new Intl.NumberFormat(useIntlTag());
  // The last chosen type outlives closing, so the dialog keeps its title while it animates out.
  const entry = useOpening<ManualLedgerType>();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const valueCents = tokenValueCents(token) * token.count;

  return (
    <Card className="min-w-0 flex-1">
      <CardHeader className="flex-row items-center gap-4">
        <TokenCoin token={token} size="lg" />
        <div className="min-w-0">
          <CardTitle className="break-words">{token.name}</CardTitle>
          <CardDescription className="tabular-nums">
            {t('perToken', { value: formatCents(tokenValueCents(token)) })}
          </CardDescription>
          <TokenProgramBadge token={token} />
        </div>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <dt className="text-muted-foreground text-sm">{t('inHand')}</dt>
            <dd className="font-bold text-4xl tabular-nums leading-tight">
              {countFormat.format(token.count)}
            </dd>
          </div>
          <div className="text-right">
            <dt className="text-muted-foreground text-sm">{t('worth')}</dt>
            <dd className="font-semibold text-xl tabular-nums">{formatCents(valueCents)}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="grid grid-cols-2 gap-2">
        <LedgerButton type="WITHDRAW_FOR_MARKET" token={token} onClick={entry.open} className="col-span-2" />
        <LedgerButton type="DEPOSIT" token={token} onClick={entry.open} />
        <LedgerButton type="MANUAL" token={token} onClick={entry.open} />
        <Button
          variant="ghost"
          className="col-span-2"
          aria-label={t('historyOf', { token: token.name })}
          onClick={() => setIsHistoryOpen(true)}
        >
          <HistoryIcon aria-hidden="true" />
          {t('history')}
        </Button>
      </CardFooter>
      {entry.opening && (
        <LedgerEntryDialog
          marketId={marketId}
          marketToday={marketToday}
          token={token}
          type={entry.opening.target}
          {...entry.dialog}
        />
      )}
      <LedgerHistory marketId={marketId} token={token} open={isHistoryOpen} onOpenChange={setIsHistoryOpen} />
    </Card>
  );
}

type LedgerButtonProps = {
  type: ManualLedgerType;
  token: Token;
  onClick: (type: ManualLedgerType) => void;
  className?: string;
};

// Outline buttons on every card: the count is what the eye should land on (one primary per screen).
function LedgerButton({ type, token, onClick, className }: LedgerButtonProps) {
  const t = useMessages(en);
  const { button: key, icon: Icon } = LEDGER_ACTIONS[type];
  const button = t(key);
  return (
    <Button
      variant="outline"
      className={cn('px-3', className)}
      // Every card has the same buttons; the token name tells them apart for screen readers.
      aria-label={t('buttonFor', { action: button, token: token.name })}
      onClick={() => onClick(type)}
    >
      <Icon aria-hidden="true" />
      {button}
    </Button>
  );
}
