import type { DayReportTokenCount } from '@marketday/shared';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ReportToken } from './day-report-values';

type TokensReturnedListProps = {
  idPrefix: string;
  returned: DayReportTokenCount[];
  /** For each token's coin; a token missing here is drawn from its name. */
  tokens: ReportToken[];
  isLoading: boolean;
};

// Read-only: these counts come from the night's checkouts.
export function TokensReturnedList({ idPrefix, returned, tokens, isLoading }: TokensReturnedListProps) {
  const t = useMessages(en);
  const titleId = `${idPrefix}-tokens-returned`;
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="font-medium text-sm">
        {t('tokensReturned')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('helpTokensReturned')}</p>
      {returned.length === 0 ? (
        <p className="text-muted-foreground text-sm">{isLoading ? t('loading') : t('noTokensReturned')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {returned.map((counted) => {
            const token = tokens.find((known) => known.id === counted.token_id);
            return (
              <li
                key={counted.token_id}
                className="flex min-h-11 items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <TokenCoin token={token ?? { name: counted.name, visual_settings: null }} size="sm" />
                  <span className="break-words text-sm">{counted.name}</span>
                </span>
                <span className="font-semibold tabular-nums">{counted.count}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
