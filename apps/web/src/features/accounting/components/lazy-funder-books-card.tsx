import type { FunderBooksCardProps } from './funder-books-card';
import { lazyCard } from './lazy-card';

// The reports page's funder reports' and books' downloads, loaded after the page (lazy-card.tsx).
export const LazyFunderBooksCard = lazyCard<FunderBooksCardProps>(() =>
  import('./funder-books-card').then((m) => m.FunderBooksCard),
);
