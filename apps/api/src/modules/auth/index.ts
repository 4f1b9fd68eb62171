// The auth module's public face: other modules and the app import it only through this file.
export { authRoutes } from './auth.routes';
export { loadAuthUser, recallAuthUser, setPasswordHash } from './auth-user.repository';
export { backgroundTasks } from './background-tasks';
export { oldestAttemptSince } from './login-attempts.repository';
export { claimAttempt, claimedId, GUESS_LIMITS, KNOWN_ADDRESS_MS, settleAttempt } from './login-limit';
export { invalidateResetTokens } from './password-reset.repository';
export { revokeAllSessions, revokeOtherSessions } from './sessions.repository';
export { forgetSignIns, SIGNED_IN_TTL_MS } from './signed-in-cache';
export { loadSigningKey } from './signing-key.repository';
export { employerName } from './staff-accounts.repository';
