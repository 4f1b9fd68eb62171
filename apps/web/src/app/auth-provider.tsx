import type { SelfUser, TokenResponse } from '@marketday/shared';
import { type QueryClient, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { takeSelf } from '@/entities/users/get-self';
import { saveLanguage } from '@/entities/users/save-language';
import { userKeys } from '@/entities/users/user-keys';
import { api, httpStatus, isNetworkFailure, onSessionCleared } from '@/lib/api-client';
import { AuthContext, type AuthState } from '@/lib/auth';
import { chooseLocale, chosenLocale, currentLocale } from '@/lib/i18n/i18n';
import { rememberLastRole } from '@/lib/last-role';
import { cacheUser, forgetCacheUser, rememberCacheUser } from '@/lib/offline/cache-user';
import { whenRestored } from '@/lib/offline/restore-state';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from '@/lib/session-cookies';

const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  isLoading: false,
  appRole: null,
  appAccess: null,
  staffRole: null,
  isOfflineSession: false,
};

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
  void import('./query-persister')
    .then((persist) => persist.deletePersistedQueries())
    .catch((error: unknown) => console.warn('Deleting the data kept on this device failed', error));
}

// The session (lib/auth.tsx) as the server and the device know it: the profile from the users entity, kept on the
// device for a start without a network, and forgotten with everything of the user's at sign-out.
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
      const self = await takeSelf();
      // Another user's data never outlives the switch.
      const previous = cacheUser();
      if (previous && previous !== self.id) {
        // The restore of the previous user's data may still be running: it lands first, then goes with the rest.
        await whenRestored();
        forgetSessionData(queryClient);
      }
      rememberCacheUser(self.id);
      rememberLastRole({ role: self.role, staffRole: self.staff?.role ?? null });
      // The account's language wins over this device's (docs/i18n.md): a vendor who chose Spanish on their phone
      // reads Spanish on the market's tablet too. An account that has none takes the one chosen on the sign-in page,
      // so what it receives (a vendor's receipts) is in it too.
      const chosen = chosenLocale();
      if (self.language && self.language !== currentLocale())
        await chooseLocale(self.language).catch(() => undefined);
      else if (!self.language && chosen) void saveLanguage({ language: chosen }).catch(() => undefined);
      queryClient.setQueryData(userKeys.self(), self);
      setAwaitingNetwork(false);
      setState(signedInAs(self, false));
    } catch (error) {
      if (serverUnreachable(error)) {
        // Offline: keep the tokens, start from the profile saved on this device, ask again when the network returns.
        await whenRestored();
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
