import { useState } from 'react';
import type { InboxQuery } from '@/entities/notifications/list-notifications';

const DEFAULT_QUERY: InboxQuery = { filter: 'all', type: null, sort: 'newest' };

export type InboxFiltersState = {
  query: InboxQuery;
  setQuery: (change: Partial<InboxQuery>) => void;
};

export function useInboxFilters(): InboxFiltersState {
  const [query, setQueryState] = useState<InboxQuery>(DEFAULT_QUERY);
  return { query, setQuery: (change) => setQueryState((previous) => ({ ...previous, ...change })) };
}
