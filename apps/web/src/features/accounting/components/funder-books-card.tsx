import {
  ACCOUNTING_SYSTEM_LABELS,
  ACCOUNTING_SYSTEMS,
  FUNDER_FORMAT_LABELS,
  FUNDER_FORMATS,
  type FunderFormat,
} from '@marketday/shared';
import { FileDownIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { SectionCard } from '@/components/ui/section-card';
import { type ReportFile, useExportReportFile } from '@/entities/accounting/export-books';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type FunderBooksCardProps = {
  /** The market the reports page shows, or null for all markets. */
  market: { id: string; name: string } | null;
  startDate: string;
  endDate: string;
};

// The reports page's "Funder reports and books" (docs/product.md §21 and §22): a funder's form of the chosen market
// and range as CSV or PDF, and the books' journal entries for QuickBooks Online or Xero. The API makes every file.
export function FunderBooksCard({ market, startDate, endDate }: FunderBooksCardProps) {
  const t = useMessages(en);
  const titleId = useId();
  const formatId = useId();
  const { showError } = useAlerts();
  const [format, setFormat] = useState<FunderFormat>(FUNDER_FORMATS[0]);
  const exportFile = useExportReportFile();
  const busy = exportFile.isPending ? exportFile.variables : undefined;
  const download = (file: ReportFile) =>
    exportFile.mutate(file, { onError: (error) => showError(getErrorMessage(error)) });
  const range = { start_date: startDate, end_date: endDate };
  const isBusy = (match: (file: ReportFile) => boolean) => busy !== undefined && match(busy);

  return (
    <SectionCard
      titleId={titleId}
      title={t('downloadsTitle')}
      description={t('downloadsDescription')}
      contentClassName="grid gap-6"
    >
      {market ? (
        <div className="grid gap-2">
          <Label htmlFor={formatId}>{t('funderFormat')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            <OptionSelect
              value={format}
              onValueChange={(value) => setFormat(value as FunderFormat)}
              options={FUNDER_FORMATS.map((value) => ({
                value,
                label: sayShared(FUNDER_FORMAT_LABELS[value]),
              }))}
              aria={{ id: formatId }}
              className="sm:w-80 sm:max-w-full"
            />
            {(['csv', 'pdf'] as const).map((extension) => (
              <Button
                key={extension}
                type="button"
                variant="outline"
                disabled={exportFile.isPending}
                onClick={() =>
                  download({
                    kind: 'funder',
                    format,
                    extension,
                    query: { market_id: market.id, ...range },
                    marketName: market.name,
                  })
                }
              >
                {extension === 'csv' ? (
                  <FileSpreadsheetIcon aria-hidden="true" />
                ) : (
                  <FileDownIcon aria-hidden="true" />
                )}
                {isBusy((file) => file.kind === 'funder' && file.extension === extension)
                  ? t(extension === 'csv' ? 'preparingCsv' : 'preparingPdf')
                  : t(extension === 'csv' ? 'downloadCsv' : 'downloadPdf')}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <h3 className="font-medium text-sm">{t('funderFormat')}</h3>
          <p className="text-muted-foreground text-sm">{t('funderChooseMarket')}</p>
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="font-medium text-sm">{t('booksHeading')}</h3>
        <p className="text-muted-foreground text-sm">
          {t('booksHint')} {market ? null : t('booksAllMarkets')}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {ACCOUNTING_SYSTEMS.map((system) => (
            <Button
              key={system}
              type="button"
              variant="outline"
              disabled={exportFile.isPending}
              onClick={() =>
                download({
                  kind: 'books',
                  system,
                  query: market ? { market_id: market.id, ...range } : range,
                  marketName: market?.name ?? null,
                })
              }
            >
              <FileSpreadsheetIcon aria-hidden="true" />
              {isBusy((file) => file.kind === 'books' && file.system === system)
                ? t('preparingCsv')
                : t('downloadSystemCsv', { system: sayShared(ACCOUNTING_SYSTEM_LABELS[system]) })}
            </Button>
          ))}
        </div>
      </div>
    </SectionCard>
  );
}
