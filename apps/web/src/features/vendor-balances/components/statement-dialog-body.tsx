import { FileDownIcon, MailIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CustomRangeFields } from '@/components/ui/custom-range-fields';
import { FormBanner } from '@/components/ui/form-banner';
import {
  useDownloadStatement,
  useStartStatementSend,
  useStatementSendProgress,
} from '@/entities/balances/statements';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { StatementVendor } from './statement-dialog';
import { useStatementRange } from './use-statement-range';

export function StatementDialogBody({
  marketId,
  vendor,
  today,
}: {
  marketId: string;
  vendor: StatementVendor;
  today: string | undefined;
}) {
  const t = useMessages(en);
  const { dates, setDates, range, error } = useStatementRange(today);
  const download = useDownloadStatement(marketId);
  const start = useStartStatementSend(marketId);
  const [sendId, setSendId] = useState<string | null>(null);
  const progress = useStatementSendProgress(sendId);
  const sending = start.isPending || (sendId !== null && !progress.data?.done && !progress.isError);
  const noEmailId = `statement-no-email-${vendor.id}`;
  const outcome = progress.data?.done ? progress.data : null;
  const reason = outcome?.failures[0]?.reason;
  const failure = reason ? sayShared(reason) : outcome && outcome.sent === 0 ? t('statementNotSent') : null;
  const problem = download.error ?? start.error ?? progress.error;

  return (
    <div className="grid gap-4">
      <CustomRangeFields idPrefix="statement" value={dates} onChange={setDates} error={error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          disabled={!range || download.isPending}
          onClick={() => range && download.mutate({ vendor, range })}
        >
          <FileDownIcon aria-hidden="true" />
          {download.isPending ? t('preparingPdf') : t('downloadPdf')}
        </Button>
        <Button
          type="button"
          disabled={!range || !vendor.email || sending}
          aria-describedby={vendor.email ? undefined : noEmailId}
          onClick={() => {
            if (!range) return;
            setSendId(null);
            start.mutate(
              { ...range, vendor_ids: [vendor.id] },
              { onSuccess: (started) => setSendId(started.data.id) },
            );
          }}
        >
          <MailIcon aria-hidden="true" />
          {sending ? t('sending') : t('emailToVendor')}
        </Button>
      </div>
      {vendor.email ? (
        <p className="text-muted-foreground text-sm">{t('statementGoesTo', { email: vendor.email })}</p>
      ) : (
        <p id={noEmailId} className="text-muted-foreground text-sm">
          {t('noEmailOnFile')}
        </p>
      )}
      {problem ? <FormBanner variant="error">{getErrorMessage(problem)}</FormBanner> : null}
      {outcome && !problem ? (
        failure ? (
          <FormBanner variant="error">{failure}</FormBanner>
        ) : (
          <FormBanner variant="success">{t('statementEmailed', { email: vendor.email })}</FormBanner>
        )
      ) : null}
    </div>
  );
}
