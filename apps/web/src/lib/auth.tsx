import {
  type AccessLevel,
  NOT_AUTHENTICATED_MESSAGE,
  type Role,
  type SelfUser,
  type StaffRole,
  type TokenResponse,
} from '@marketday/shared';
import {
  type QueryClient,
  queryOptions,
  useIsRestoring,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { userKeys } from '@/entities/users/user-keys';
import { api, httpStatus, isNetworkFailure, onSessionCleared } from './api-client';
import { cacheUser, forgetCacheUser, rememberCacheUser } from './offline/cache-user';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-cookies';

export type AuthState = {
  isAuthenticated: boolean;
  isLoading: boolean;
  appRole: Role | null;
  appAccess: AccessLevel | null;
  /** A MARKET_STAFF user's role with their employer (docs/decisions/029); null for every other role. */
  staffRole: StaffRole | null;
  /**
   * Signed in from the profile saved on this device because the server could not be reached (issue 15): the tokens
   * are kept, and the server is asked again when the network returns.
   */
  isOfflineSession: boolean;
};

type AuthContextValue = AuthState & {
  login: (input: { username: string; password: string }) => Promise<void>;
  logout: () => Promise<void>;
  // Reads role and access again, e.g. after a plan change moved the access level.
  refreshIdentity: () => Promise<void>;
};

const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  isLoading: false,
  appRole: null,
  appAccess: null,
  staffRole: null,
  isOfflineSession: false,
};
const AuthContext = createContext<AuthContextValue | null>(null);

function signedInAs(self: SelfUser, isOfflineSession: boolean): AuthState {
  return {
    isAuthenticated: true,
    isLoading: false,
    appRole: self.role,
    appAccess: self.access,
    // Sent for MARKET_STAFF only (SelfUserSchema).
    staffRole: self.staff?.role ?? null,
    isOfflineSession,
  };
}

// No answer, or the server failing on its side: not a reason to sign out (a market without signal).
function serverUnreachable(error: unknown): boolean {
  return isNetworkFailure(error) || (httpStatus(error) ?? 0) >= 500;
}

// Sign-out and a session the server ended: nothing of this user stays in memory or on the device.
function forgetSessionData(queryClient: QueryClient) {
  // At once: nothing more is written for this user. Then the device's copy is deleted (code loaded on demand).
  forgetCacheUser();
  queryClient.clear();
  void import('./offline/persist-queries')
    .then((persist) => persist.deletePersistedQueries())
    .catch((error: unknown) => console.warn('Deleting the data kept on this device failed', error));
}

export async function fetchSelf(): Promise<SelfUser> {
  const { data } = await api.get<SelfUser>('/users/self');
  return data;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The device's saved data (with the saved profile) is put back first, so a start without a network can use it.
  const isRestoring = useIsRestoring();
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, isLoading: true });
  const [awaitingNetwork, setAwaitingNetwork] = useState(false);

  const verifyIdentity = useCallback(async () => {
    // An expired access cookie with a live refresh cookie still verifies: the client refreshes on 401.
    if (!getAccessToken() && !getRefreshToken()) {
      setState(SIGNED_OUT);
      return;
    }
    try {
      const self = await fetchSelf();
      // Another user's data never outlives the switch.
      const previous = cacheUser();
      if (previous && previous !== self.id) forgetSessionData(queryClient);
      rememberCacheUser(self.id);
      queryClient.setQueryData(userKeys.self(), self);
      setAwaitingNetwork(false);
      setState(signedInAs(self, false));
    } catch (error) {
      if (serverUnreachable(error)) {
        // Offline: keep the tokens, start from the profile saved on this device, ask again when the network returns.
        const saved = queryClient.getQueryData<SelfUser>(userKeys.self());
        setAwaitingNetwork(true);
        setState(saved ? signedInAs(saved, true) : SIGNED_OUT);
        return;
      }
      clearTokens();
      forgetSessionData(queryClient);
      setAwaitingNetwork(false);
      setState(SIGNED_OUT);
    }
  }, [queryClient]);

  useEffect(() => {
    if (isRestoring) return;
    void verifyIdentity();
  }, [verifyIdentity, isRestoring]);

  useEffect(() => {
    onSessionCleared(() => {
      forgetSessionData(queryClient);
      setAwaitingNetwork(false);
      setState(SIGNED_OUT);
    });
    return () => onSessionCleared(null);
  }, [queryClient]);

  useEffect(() => {
    if (!awaitingNetwork) return;
    const retry = () => void verifyIdentity();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [awaitingNetwork, verifyIdentity]);

  const login = useCallback(
    async ({ username, password }: { username: string; password: string }) => {
      const form = new FormData();
      form.set('username', username);
      form.set('password', password);
      form.set('grant_type', 'password');
      const { data } = await api.post<TokenResponse>('/auth/login', form, { skipRefresh: true });
      storeTokens({ access: data.access_token, refresh: data.refresh_token });
      await verifyIdentity();
    },
    [verifyIdentity],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch (error) {
      // docs/product.md §8: a failed logout is only logged; local sign-out still happens.
      console.warn('Logout request failed', error);
    }
    clearTokens();
    forgetSessionData(queryClient);
    setAwaitingNetwork(false);
    setState(SIGNED_OUT);
  }, [queryClient]);

  const value = useMemo(
    () => ({ ...state, login, logout, refreshIdentity: verifyIdentity }),
    [state, login, logout, verifyIdentity],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

// The same, or null outside AuthProvider (a screen rendered alone in a component test).
export function useAuthIfProvided(): AuthContextValue | null {
  return useContext(AuthContext);
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
