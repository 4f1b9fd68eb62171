import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { ProtectedLayout, RoleRoute } from './guard';
import { PROTECTED_PATHS } from './route-table';
import { AboutPage } from './routes/public/about';
import { CommunityPage } from './routes/public/community';
import { CreateAccountPage } from './routes/public/create-account';
import { FaqPage } from './routes/public/faq';
import { LoginPage } from './routes/public/login';
import { ReauthenticatePage } from './routes/public/reauthenticate';
import { ResetPasswordPage } from './routes/public/reset-password';
import { ResetPasswordRequestPage } from './routes/public/reset-password-request';
import { UnsubscribeTownHallPage } from './routes/public/unsubscribe-town-hall';

export function createRouter() {
  return createBrowserRouter([
    { path: paths.about, element: <AboutPage /> },
    { path: paths.faq, element: <FaqPage /> },
    { path: paths.community, element: <CommunityPage /> },
    { path: paths.unsubscribeTownHall, element: <UnsubscribeTownHallPage /> },
    { path: paths.createAccount, element: <CreateAccountPage /> },
    { path: paths.resetPasswordRequest, element: <ResetPasswordRequestPage /> },
    { path: paths.resetPassword, element: <ResetPasswordPage /> },
    { path: paths.reauthenticate, element: <ReauthenticatePage /> },
    { path: paths.login, element: <LoginPage /> },
    {
      element: <ProtectedLayout />,
      children: PROTECTED_PATHS.map((path) => ({ path, element: <RoleRoute path={path} /> })),
    },
    // docs/product.md §2: any unknown route goes to /login (which sends a signed-in user home).
    { path: '*', element: <Navigate to={paths.login} replace /> },
  ]);
}
