import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

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
  const t = useMessages(en);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile')}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">{t('username')}</dt>
          <dd className="break-all font-medium">{self?.username ?? '…'}</dd>
          <dt className="text-muted-foreground">{t('email')}</dt>
          <dd className="break-all font-medium">{self?.email ?? '…'}</dd>
          {children}
        </dl>
      </CardContent>
    </Card>
  );
}
