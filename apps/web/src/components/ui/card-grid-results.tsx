import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { LoadedList } from './loaded-list';
import en from './locales/en.json';

/** The grid the cards of a searchable list are laid out in. */
export const CARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

type CardGridResultsProps<T> = {
  items: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** Said to screen readers while the cards load (e.g. 'Loading markets…'). */
  loadingLabel: string;
  /** Size classes of one loading placeholder card (three are shown). */
  placeholder: string;
  /** How many were found, e.g. '3 markets'; announced after each search. */
  countLabel: (count: number) => string;
  /** Shown instead of the grid when nothing was found. */
  empty: ReactNode;
  /** The found items, laid out in CARD_GRID. */
  children: (items: T[]) => ReactNode;
};

// The states of a list of cards answering a search: failed, loading, nothing found, or the cards.
export function CardGridResults<T>({
  items,
  isLoading,
  error,
  loadingLabel,
  placeholder,
  countLabel,
  empty,
  children,
}: CardGridResultsProps<T>) {
  const t = useMessages(en);
  // A failed search must not leave the previous results on screen as if they were its answer.
  return (
    <LoadedList
      query={{ data: items, error }}
      isLoading={isLoading}
      loading={{
        className: CARD_GRID,
        label: loadingLabel,
        placeholders: [placeholder, placeholder, placeholder],
      }}
    >
      {(found) => (
        <>
          <p className="sr-only" aria-live="polite">
            {t('countFound', { count: countLabel(found.length) })}
          </p>
          {found.length === 0 ? empty : children(found)}
        </>
      )}
    </LoadedList>
  );
}

type NoResultsCardProps = { icon: ReactNode; title: string; description: ReactNode; action: ReactNode };

// Stands in for the grid when nothing was found: what is missing, and the way on (clear the search, add one).
export function NoResultsCard({ icon, title, description, action }: NoResultsCardProps) {
  return (
    <Card className="items-center py-10 text-center">
      {icon}
      <CardHeader className="items-center">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{action}</CardContent>
    </Card>
  );
}
