import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import en from './locales/en.json';

export type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

// The end of a list the server pages: one button that loads the next page, shown only while there is one.
export function LoadMoreButton({
  query,
  label,
  shown,
  total,
}: {
  query: PagedQuery;
  label: string;
  shown: number;
  total: number | null;
}) {
  const t = useMessages(en);
  const numbers = new Intl.NumberFormat(useIntlTag());
  if (!query.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-1 py-3">
      {total !== null && (
        <p className="text-muted-foreground text-xs">
          {t('showingOf', { shown: numbers.format(shown), total: numbers.format(total) })}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={query.isFetchingNextPage}
        onClick={() => query.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
