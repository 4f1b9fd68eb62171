import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

// Who is signed in, read-only, for the accounts with nothing of their own to edit (an admin, market staff);
// `children` adds rows of the same list (dt/dd pairs).
export function SignInCard({
  self,
  description,
  children,
}: {
  self: { username: string; email: string } | undefined;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Username</dt>
          <dd className="break-all font-medium">{self?.username ?? '…'}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all font-medium">{self?.email ?? '…'}</dd>
          {children}
        </dl>
      </CardContent>
    </Card>
  );
}
