import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { staffLandingPath } from './landing-path';

export function StaffHomePage() {
  const { appAccess } = useAuth();
  return <Navigate to={staffLandingPath(appAccess)} replace />;
}
