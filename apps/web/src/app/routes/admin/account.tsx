import { PageLayout } from '@/components/layouts/page-layout';
import { useSelf } from '@/entities/users/get-self';
import { SignInCard } from '@/entities/users/sign-in-card';
import { ChangePasswordCard } from '@/features/password/components/change-password-card';

// An admin has no business or market profile to edit (the API has none): who is signed in, and the password.
export function AdminAccountPage() {
  const { data: self } = useSelf();
  return (
    <PageLayout title="Account" subtitle="Who is signed in, and your password.">
      <div className="grid w-full max-w-3xl gap-6">
        <SignInCard
          self={self}
          description="Administrator accounts are set up by Marketday; ask us to change these."
        />
        <ChangePasswordCard />
      </div>
    </PageLayout>
  );
}
