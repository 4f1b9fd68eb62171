import { NOT_AUTHENTICATED_MESSAGE, type SelfUser } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { userKeys } from './user-keys';

export async function fetchSelf(): Promise<SelfUser> {
  const { data } = await api.get<SelfUser>('/users/self');
  return data;
}

export function selfQueryOptions(isAuthenticated: boolean) {
  return queryOptions({
    queryKey: userKeys.self(),
    queryFn: () => {
      if (!isAuthenticated) throw new Error(NOT_AUTHENTICATED_MESSAGE);
      return fetchSelf();
    },
    enabled: isAuthenticated,
    staleTime: 60_000,
  });
}

// The signed-in user's profile; only runs when authenticated (docs/product.md §4).
export function useSelf() {
  const { isAuthenticated } = useAuth();
  return useQuery(selfQueryOptions(isAuthenticated));
}
