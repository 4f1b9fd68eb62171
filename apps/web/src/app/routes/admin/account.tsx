import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordCard } from '@/features/password/components/change-password-card';
import { useSelf } from '@/lib/auth';

// An admin has no business or market profile to edit (the API has none): who is signed in, and the password.
export function AdminAccountPage() {
  const { data: self } = useSelf();
  return (
    <PageLayout title="Account" subtitle="Who is signed in, and your password.">
      <div className="grid w-full max-w-3xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
            <CardDescription>
              Administrator accounts are set up by Marketday; ask us to change these.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">Username</dt>
              <dd className="break-all font-medium">{self?.username ?? '…'}</dd>
              <dt className="text-muted-foreground">E-mail</dt>
              <dd className="break-all font-medium">{self?.email ?? '…'}</dd>
            </dl>
          </CardContent>
        </Card>
        <ChangePasswordCard />
      </div>
    </PageLayout>
  );
}
