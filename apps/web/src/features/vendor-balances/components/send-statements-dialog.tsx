import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CustomRangeFields } from '@/components/ui/custom-range-fields';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { FormBanner } from '@/components/ui/form-banner';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useStartStatementSend, useStatementSendProgress } from '@/entities/balances/statements';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { StatementSendProgressView } from './statement-send-progress';
import { useStatementRange } from './use-statement-range';

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

function SendStatementsBody({
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
