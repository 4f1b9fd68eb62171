import { NOT_AUTHENTICATED_MESSAGE, type SelfUser } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { userKeys } from './user-keys';

export async function fetchSelf(): Promise<SelfUser> {
  const { data } = await api.get<SelfUser>('/users/self');
  return data;
}

// The sign-in check's request, sent as the app's code starts on a device with a session (app/router.tsx) instead of
// after React's first commit: issue 32, one step fewer before a signed-in page's first screen. Taken once.
let early: Promise<SelfUser> | null = null;

export function fetchSelfEarly() {
  early = fetchSelf();
  // Whoever takes it sees the failure; until then it is not an unhandled one.
  early.catch(() => undefined);
}

/** The early request if one is waiting (and not yet taken), else a new one. */
export function takeSelf(): Promise<SelfUser> {
  const waiting = early;
  early = null;
  return waiting ?? fetchSelf();
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
