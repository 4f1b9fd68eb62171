import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CustomRangeFields } from '@/components/ui/custom-range-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { Spinner } from '@/components/ui/spinner';
import { useStartStatementSend, useStatementSendProgress } from '@/entities/balances/statements';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { StatementSendProgressView } from './statement-send-progress';
import { useStatementRange } from './use-statement-range';

export function SendStatementsBody({
  marketId,
  vendorCount,
  today,
  onClose,
}: {
  marketId: string;
  vendorCount: number;
  today: string | undefined;
  onClose: () => void;
}) {
  const t = useMessages(en);
  const { dates, setDates, range, error } = useStatementRange(today);
  const start = useStartStatementSend(marketId);
  const [sendId, setSendId] = useState<string | null>(null);
  const progress = useStatementSendProgress(sendId);

  if (sendId) {
    const shown = progress.data;
    return (
      <div className="grid gap-4">
        {shown ? (
          <StatementSendProgressView progress={shown} />
        ) : progress.error ? null : (
          <p className="flex items-center gap-2 text-sm">
            <Spinner size="small" /> {start.data ? sayShared(start.data.message) : t('sendingStatements')}…
          </p>
        )}
        {progress.error ? <FormBanner variant="error">{getErrorMessage(progress.error)}</FormBanner> : null}
        {shown && !shown.done ? <p className="text-muted-foreground text-sm">{t('canClose')}</p> : null}
        <div className="flex justify-end">
          <Button type="button" variant={shown?.done ? 'default' : 'outline'} onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {vendorCount === 0 ? t('noVendorsYet') : t('sendAllIntro', { count: vendorCount })}
      </p>
      <CustomRangeFields idPrefix="statements" value={dates} onChange={setDates} error={error} />
      {start.error ? <FormBanner variant="error">{getErrorMessage(start.error)}</FormBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          type="button"
          disabled={!range || vendorCount === 0 || start.isPending}
          onClick={() => range && start.mutate(range, { onSuccess: (started) => setSendId(started.data.id) })}
        >
          <MailIcon aria-hidden="true" />
          {start.isPending ? t('starting') : t('sendToAll')}
        </Button>
      </div>
    </div>
  );
}
