import {
  type AccessLevel,
  NOT_AUTHENTICATED_MESSAGE,
  type Role,
  type SelfUser,
  type TokenResponse,
} from '@marketday/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, onSessionCleared } from './api-client';
import { userKeys } from './query-keys';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-cookies';

export type AuthState = {
  isAuthenticated: boolean;
  isLoading: boolean;
  appRole: Role | null;
  appAccess: AccessLevel | null;
};

type AuthContextValue = AuthState & {
  login: (input: { username: string; password: string }) => Promise<void>;
  logout: () => Promise<void>;
  // Reads role and access again, e.g. after a plan change moved the access level.
  refreshIdentity: () => Promise<void>;
};

const SIGNED_OUT: AuthState = { isAuthenticated: false, isLoading: false, appRole: null, appAccess: null };
const AuthContext = createContext<AuthContextValue | null>(null);

export async function fetchSelf(): Promise<SelfUser> {
  const { data } = await api.get<SelfUser>('/users/self');
  return data;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, isLoading: true });

  const verifyIdentity = useCallback(async () => {
    // An expired access cookie with a live refresh cookie still verifies: the client refreshes on 401.
    if (!getAccessToken() && !getRefreshToken()) {
      setState(SIGNED_OUT);
      return;
    }
    try {
      const self = await fetchSelf();
      queryClient.setQueryData(userKeys.self(), self);
      setState({ isAuthenticated: true, isLoading: false, appRole: self.role, appAccess: self.access });
    } catch {
      clearTokens();
      setState(SIGNED_OUT);
    }
  }, [queryClient]);

  useEffect(() => {
    void verifyIdentity();
    onSessionCleared(() => {
      queryClient.clear();
      setState(SIGNED_OUT);
    });
    return () => onSessionCleared(null);
  }, [verifyIdentity, queryClient]);

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
    queryClient.clear();
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
