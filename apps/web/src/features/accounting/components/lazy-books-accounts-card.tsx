import { lazyCard } from './lazy-card';

// The market settings' chart of accounts for the books, loaded after the page (lazy-card.tsx).
export const LazyBooksAccountsCard = lazyCard<{ marketId: string }>(() =>
  import('./books-accounts-card').then((m) => m.BooksAccountsCard),
);
