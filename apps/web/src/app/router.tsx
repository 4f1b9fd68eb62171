import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { fetchSelfEarly } from '@/entities/users/get-self';
import { useAfterFirstScreen } from '@/hooks/use-after-first-screen';
import { lastRole } from '@/lib/last-role';
import { getAccessToken, getRefreshToken } from '@/lib/session-cookies';
import { tokenRole } from '@/lib/token-role';
import { warmUpWhileWaiting } from '@/lib/warm-up';
import { appQueryClient } from './app-query-client';
import { lazyPage } from './lazy-page';
import { PROTECTED_PATHS, pageAt } from './route-table';
import { LoginPage } from './routes/public/login';

// The login page is the first page most visits open, so it alone comes with the entry chunk
// (apps/web/bundle-budgets.json); every other page, and the signed-in shell, load on demand.
const AboutPage = lazyPage(() => import('./routes/public/about'), 'AboutPage');
const FaqPage = lazyPage(() => import('./routes/public/faq'), 'FaqPage');
const CommunityPage = lazyPage(() => import('./routes/public/community'), 'CommunityPage');
const UnsubscribeTownHallPage = lazyPage(
  () => import('./routes/public/unsubscribe-town-hall'),
  'UnsubscribeTownHallPage',
);
const CreateAccountPage = lazyPage(() => import('./routes/public/create-account'), 'CreateAccountPage');
const ResetPasswordRequestPage = lazyPage(
  () => import('./routes/public/reset-password-request'),
  'ResetPasswordRequestPage',
);
const ResetPasswordPage = lazyPage(() => import('./routes/public/reset-password'), 'ResetPasswordPage');
const StaffAcceptPage = lazyPage(() => import('./routes/public/staff-accept'), 'StaffAcceptPage');
const ReportLinkPage = lazyPage(() => import('./routes/public/report-link'), 'ReportLinkPage');
const ReauthenticatePage = lazyPage(() => import('./routes/public/reauthenticate'), 'ReauthenticatePage');
// "A new version is ready — Reload" (src/pwa/): on demand too, with the service worker's registration.
const UpdatePrompt = lazyPage(() => import('@/pwa/update-prompt'), 'UpdatePrompt');
const loadGuard = () => import('./guard');
// A visit with a session most likely opens a signed-in page: fetch the shell's chunk now, alongside the
// identity check, instead of after it (issue 14: the waterfall entry → session → shell → page).
// The page too, for the role the access token names (the session's own; another user may have used this device
// last) with the staff role this device last saw, else the role remembered when the access cookie has expired, with
// the data its first screen shows; and the sign-in check itself (issue 32: the page's code, its data and the check
// no longer wait for each other or for React).
if (getAccessToken() || getRefreshToken()) {
  fetchSelfEarly();
  void loadGuard();
  warmUpWhileWaiting();
  const last = lastRole();
  const role = tokenRole(getAccessToken()) ?? last?.role;
  if (role)
    pageAt({ role, staffRole: last?.staffRole ?? null, pathname: window.location.pathname })?.preload(
      appQueryClient(),
    );
}
const ProtectedLayout = lazy(() => loadGuard().then((m) => ({ default: m.ProtectedLayout })));
const RoleRoute = lazy(() => loadGuard().then((m) => ({ default: m.RoleRoute })));

// The service worker registers (and its prompt's code loads) once the first screen is up: issue 32.
function UpdatePromptAfterFirstScreen() {
  if (!useAfterFirstScreen()) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {/* Inside the router, which tells the prompt when a checkout screen is open. */}
      <UpdatePromptAfterFirstScreen />
      <Routes>
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.community} element={<CommunityPage />} />
        <Route path={paths.unsubscribeTownHall} element={<UnsubscribeTownHallPage />} />
        <Route path={paths.createAccount} element={<CreateAccountPage />} />
        <Route path={paths.resetPasswordRequest} element={<ResetPasswordRequestPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.staffAccept} element={<StaffAcceptPage />} />
        <Route path={paths.reportLink} element={<ReportLinkPage />} />
        <Route path={paths.reauthenticate} element={<ReauthenticatePage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route element={<ProtectedLayout />}>
          {PROTECTED_PATHS.map((path) => (
            <Route key={path} path={path} element={<RoleRoute path={path} />} />
          ))}
        </Route>
        {/* docs/product.md §2: any unknown route goes to /login (which sends a signed-in user home). */}
        <Route path="*" element={<Navigate to={paths.login} replace />} />
      </Routes>
    </Suspense>
  );
}
