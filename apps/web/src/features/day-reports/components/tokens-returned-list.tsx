import type { DayReportTokenCount } from '@marketday/shared';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ReportToken } from './day-report-values';
import { TokenCountList } from './token-count-list';

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
        <TokenCountList counts={returned} tokens={tokens} />
      )}
    </section>
  );
}
