import { type Market, todayAtMarket } from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useTokenFloat } from '@/entities/token-float/get-token-float';
import { useTokenFloatDay } from '@/entities/token-float/get-token-float-day';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import { type FloatEntryOutboxItem, isSendable } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import en from '../locales/en.json';
import { EntriesTable, type EntryRow, heldEntryRow } from './entries-table';
import { EntryForm } from './entry-form';
import { OutstandingTable } from './outstanding-table';
import { TerminalBatches } from './terminal-batches';

const toIsoDate = (date: Date) => format(date, 'yyyy-MM-dd');

type DateFieldProps = {
  id: string;
  label: string;
  value: string;
  latest?: string;
  onChange: (date: string) => void;
};

// A calendar date kept as 'YYYY-MM-DD'; clearing the field keeps the last date chosen.
function IsoDateField({ id, label, value, latest, onChange }: DateFieldProps) {
  return (
    <FormField id={id} label={label} className="sm:max-w-xs">
      {(aria) => (
        <DatePicker
          {...aria}
          value={parseISO(value)}
          latest={latest ? parseISO(latest) : undefined}
          onChange={(date) => date && onChange(toIsoDate(date))}
        />
      )}
    </FormField>
  );
}

/** The info booth's tab of the Tokens page: one market's token float, a day at a time. */
export function TokenFloatView({ market, now = new Date() }: { market: Market; now?: Date }) {
  // Each market has its own today and its own book.
  return <MarketFloat key={market.id} market={market} now={now} />;
}

function MarketFloat({ market, now }: { market: Market; now: Date }) {
  const t = useMessages(en);
  // Today at the market, not the device's date (a phone still on Tuesday after a Monday evening market).
  const [today] = useState(() => todayAtMarket(market, now));
  const [date, setDate] = useState(today);
  // The outstanding tokens follow the chosen day until another date is asked for.
  const [asOf, setAsOf] = useState<string | null>(null);
  const day = useTokenFloatDay({ marketId: market.id, date });
  const held = useHeldEntries(market.id, date);

  return (
    <section aria-labelledby="token-float-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="token-float-heading" className="font-semibold text-lg">
          {t('title', { market: market.name })}
        </h2>
        <p className="max-w-3xl text-muted-foreground text-sm">{t('help')}</p>
      </div>
      <IsoDateField
        id="token-float-date"
        label={t('marketDay')}
        value={date}
        latest={today}
        onChange={setDate}
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('entryTitle')}</CardTitle>
          <CardDescription>{displayDate(date)}</CardDescription>
        </CardHeader>
        <CardContent>
          {market.tokens.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('noMarketTokens')}</p>
          ) : (
            <EntryForm marketId={market.id} marketName={market.name} date={date} tokens={market.tokens} />
          )}
        </CardContent>
      </Card>
      {held.length > 0 && (
        <p className="text-sm" role="status">
          {t('entriesWait', { count: held.length })}
        </p>
      )}
      {day.isPending && (
        <LoadingPlaceholders
          className="grid gap-4"
          placeholders={['h-48 w-full rounded-xl', 'h-40 w-full rounded-xl']}
        />
      )}
      {day.error && <DataTableErrorCard error={day.error} />}
      {day.data && (
        <>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                {t('entriesTitle', { date: displayDate(day.data.date) })}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <EntriesTable marketId={market.id} entries={[...held, ...day.data.entries]} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('terminalsTitle')}</CardTitle>
              <CardDescription>{t('terminalsHelp')}</CardDescription>
            </CardHeader>
            <CardContent>
              <TerminalBatches key={day.data.date} marketId={market.id} day={day.data} />
            </CardContent>
          </Card>
        </>
      )}
      <OutstandingCard marketId={market.id} asOf={asOf ?? date} latest={today} onAsOfChange={setAsOf} />
    </section>
  );
}

// The entries of this day waiting in the device's outbox, newest first like the server's, as the day's rows.
function useHeldEntries(marketId: string, date: string): EntryRow[] {
  const { items } = useOutbox();
  return items
    .filter(
      (item): item is FloatEntryOutboxItem =>
        item.kind === 'float-entry' &&
        isSendable(item) &&
        item.marketId === marketId &&
        item.input.date === date,
    )
    .map(heldEntryRow)
    .reverse();
}

type OutstandingCardProps = {
  marketId: string;
  asOf: string;
  latest: string;
  onAsOfChange: (date: string) => void;
};

function OutstandingCard({ marketId, asOf, latest, onAsOfChange }: OutstandingCardProps) {
  const t = useMessages(en);
  const float = useTokenFloat({ marketId, asOf });
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-base">
          {t('outstandingTitle')}
        </CardTitle>
        <CardDescription>{t('outstandingHelp')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <IsoDateField
          id="token-float-as-of"
          label={t('asOf')}
          value={asOf}
          latest={latest}
          onChange={onAsOfChange}
        />
        {float.isPending && (
          <LoadingPlaceholders className="grid" placeholders={['h-40 w-full rounded-xl']} />
        )}
        {float.error && <DataTableErrorCard error={float.error} />}
        {float.data && <OutstandingTable float={float.data} />}
      </CardContent>
    </Card>
  );
}
