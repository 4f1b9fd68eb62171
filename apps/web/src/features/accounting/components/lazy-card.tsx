import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The books' cards load after the page they sit on (docs/decisions/038-page-weight-and-first-screen.md): the market
// settings' and the reports' first screens carry none of their code, words or the forms they hold. A card whose
// code cannot be fetched (offline) is left out; the page around it works on. Each card's loader is a module of its
// own (lazy-books-accounts-card.tsx, lazy-funder-books-card.tsx), so a page carries only the one it shows.
export function lazyCard<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Card = lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => ({ default: () => null })),
  );
  return function LazyCard(props: P) {
    return (
      <Suspense fallback={<Skeleton aria-busy="true" className="h-40 w-full rounded-xl" />}>
        <Card {...props} />
      </Suspense>
    );
  };
}
