import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// Where the app sends people whose session could not be refreshed; the session is already cleared.
export function ReauthenticatePage() {
  return (
    <AuthLayout title="Your session has ended">
      <div className="grid gap-4 text-base">
        <p>
          For your security, Marketday signs you out when your session expires or is ended on another device.
        </p>
        <p className="text-muted-foreground">
          Sign in again to pick up where you left off. If you were in the middle of a checkout or a form,
          anything that was not saved will need to be entered again.
        </p>
        <Button asChild size="lg" className="mt-2 w-full">
          <Link to={paths.login}>Sign in again</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
