import type { AccessLevel, Role, StaffRole } from '@marketday/shared';
import { createContext, useContext } from 'react';

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

export type AuthContextValue = AuthState & {
  login: (input: { username: string; password: string }) => Promise<void>;
  logout: () => Promise<void>;
  // Reads role and access again, e.g. after a plan change moved the access level.
  refreshIdentity: () => Promise<void>;
};

// The session every layer reads; app/auth-provider.tsx fills it (it signs in against the users entity).
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

// The same, or null outside AuthProvider (a screen rendered alone in a component test).
export function useAuthIfProvided(): AuthContextValue | null {
  return useContext(AuthContext);
}
