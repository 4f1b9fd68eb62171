import {
  BALANCE_FILTER_LABELS,
  BALANCE_FILTERS,
  type BalanceFilter,
  fileSlug,
  formatCents,
  isoDateInZone,
} from '@marketday/shared';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TotalsCard } from '@/components/ui/totals-card';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';
import { useBalances } from '@/entities/balances/balances';
import { useCsvExport } from '@/hooks/use-csv-export';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useIntlTag } from '@/lib/i18n/intl';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { BalanceAction } from './balance-row-actions';
import { BalancesList } from './balances-list';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SendStatementsDialog } from './send-statements-dialog';
import { StatementDialog } from './statement-dialog';
import { VendorAccountSheet } from './vendor-account-sheet';

type BalancesViewProps = { market: { id: string; name: string; time_zone: string; vendor_count: number } };

// Every vendor's balance at one market: who owes the market, whom the market owes, and who is settled.
export function BalancesView({ market }: BalancesViewProps) {
  const t = useMessages(en);
  const intlTag = useIntlTag();
  const filterOptions = BALANCE_FILTERS.map((value) => ({
    value,
    label: sayShared(BALANCE_FILTER_LABELS[value]),
  }));
  const [filter, setFilter] = useState<BalanceFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const balances = useBalances(market.id, filter, search);
  const [open, setOpen] = useState<{ action: BalanceAction; balance: VendorBalanceInCents } | null>(null);
  const csv = useCsvExport(`/market-managers/markets/${market.id}/balances/csv`);
  const data = balances.data;
  const today = isoDateInZone(new Date(), market.time_zone);
  const close = () => setOpen(null);
  const chosen = (action: BalanceAction) => (open?.action === action ? open.balance : null);
  const paying = chosen('pay');
  const history = chosen('history');
  const statement = chosen('statement');
  const [sendingAll, setSendingAll] = useState(false);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3">
        <SegmentedControl
          label={t('showVendors')}
          kind="buttons"
          options={filterOptions}
          value={filter}
          onChange={setFilter}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <SearchInput
            label={t('searchVendors')}
            value={searchText}
            onChange={setSearchText}
            maxLength={100}
          />
          <ExportCsvButton
            filename={`balances-${fileSlug(market.name)}-${filter}.csv`}
            isPending={csv.isPending}
            disabled={!data}
            onExport={() =>
              csv.mutate({
                params: { filter, ...(search ? { search } : {}) },
                filename: `balances-${fileSlug(market.name)}-${filter}.csv`,
              })
            }
          />
          <Button type="button" variant="outline" onClick={() => setSendingAll(true)}>
            <SendIcon aria-hidden="true" /> {t('sendStatements')}
          </Button>
        </div>
      </div>
      <TotalsCard
        label={t('totalsLabel')}
        figures={
          data
            ? [
                { label: t('vendorsOweMarket'), value: formatCents(data.totals.vendors_owe_cents) },
                { label: t('marketOwesVendors'), value: formatCents(data.totals.market_owes_cents) },
                {
                  label: t('vendorsListed'),
                  value: new Intl.NumberFormat(intlTag).format(data.totals.vendors),
                },
              ]
            : null
        }
      />
      {balances.error ? <DataTableErrorCard error={balances.error} /> : null}
      {balances.isPending ? (
        <LoadingPlaceholders className="grid gap-3" placeholders={['h-24 w-full', 'h-24 w-full']} />
      ) : null}
      {data ? (
        <div
          aria-busy={balances.isPlaceholderData}
          className={cn('transition-opacity', balances.isPlaceholderData && 'opacity-60')}
        >
          {data.balances.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {search
                ? t('noMatch', { search })
                : t('noVendorHere', { filter: sayShared(BALANCE_FILTER_LABELS[filter]) })}
            </p>
          ) : (
            <BalancesList
              balances={data.balances}
              onAction={(action, balance) => setOpen({ action, balance })}
            />
          )}
        </div>
      ) : null}
      <RecordPaymentDialog
        marketId={market.id}
        today={today}
        vendor={
          paying
            ? { id: paying.vendor_id, name: paying.vendor_name, balanceCents: paying.balance_cents }
            : null
        }
        onOpenChange={(isOpen) => !isOpen && close()}
      />
      <StatementDialog
        marketId={market.id}
        today={today}
        vendor={
          statement ? { id: statement.vendor_id, name: statement.vendor_name, email: statement.email } : null
        }
        open={statement !== null}
        onOpenChange={(isOpen) => !isOpen && close()}
      />
      <SendStatementsDialog
        marketId={market.id}
        today={today}
        vendorCount={market.vendor_count}
        open={sendingAll}
        onOpenChange={setSendingAll}
      />
      <VendorAccountSheet
        marketId={market.id}
        vendor={history ? { id: history.vendor_id, name: history.vendor_name } : null}
        onOpenChange={(isOpen) => !isOpen && close()}
      />
    </div>
  );
}
