import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write that, once the server has it, brings the cache up to date: `refresh` is handed the query client and the
 * answer (an entity's `invalidateXQueries`, or a `setQueryData` with the saved record). Its promise is returned, so
 * the mutation settles only once what it refreshes has been asked for again.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (queryClient: QueryClient, saved: TData) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved) => refresh(queryClient, saved) });
}
