// The auth module's public face: other modules and the app import it only through this file.
export { authRoutes } from './auth.routes';
export { loadAuthUser } from './auth-user.repository';
export { backgroundTasks } from './background-tasks';
export { claimAttempt, claimedId, GUESS_LIMITS, KNOWN_ADDRESS_MS, settleAttempt } from './login-limit';
export { invalidateResetTokens } from './password-reset.service';
export { revokeAllSessions, revokeOtherSessions } from './sessions.repository';
export { loadSigningKey } from './signing-key.repository';
export { employerName } from './staff-accounts.repository';
