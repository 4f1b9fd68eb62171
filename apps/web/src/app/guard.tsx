import { meetsAccess } from '@marketday/shared';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { routeFor } from './route-table';
import { AppShell } from './shell/app-shell';

// docs/product.md §2 route guard: spinner while identity loads, /login without a user or role.
export function ProtectedLayout() {
  const { isLoading, isAuthenticated, appRole } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated || !appRole) return <Navigate to={paths.login} replace />;
  return (
    <AppShell>
      <Suspense
        fallback={
          <div className="flex justify-center p-10">
            <Spinner size="large" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

// A path this role has no page for is an unknown route; too little access goes to /permission-denied.
export function RoleRoute({ path }: { path: string }) {
  const { appRole, appAccess, staffRole } = useAuth();
  const entry = routeFor({ role: appRole, staffRole, path });
  if (!entry) return <Navigate to={paths.login} replace />;
  if (!meetsAccess({ have: appAccess, need: entry.access })) {
    return <Navigate to={paths.permissionDenied} replace />;
  }
  const { Component } = entry;
  return <Component />;
}
