// Whose data the device keeps (issue 15): the id of the user the server last verified, cleared at sign-out. Apart
// from persist-queries.ts so the sign-in page's code (app/auth-provider.tsx) does not bring the IndexedDB code with it.
const USER_MARKER = 'marketday:cache-user';

export function cacheUser(): string | null {
  try {
    return localStorage.getItem(USER_MARKER);
  } catch {
    return null;
  }
}

/** Called once the server has said who is signed in; the data kept from now on is theirs. */
export function rememberCacheUser(userId: string) {
  try {
    localStorage.setItem(USER_MARKER, userId);
  } catch {
    // Storage refused (private mode): nothing is kept, and nothing is restored.
  }
}

/** From now on nothing is written to the device (a save already gathered is dropped by the persister's clear). */
export function forgetCacheUser() {
  try {
    localStorage.removeItem(USER_MARKER);
  } catch {
    // Nothing to forget.
  }
}
