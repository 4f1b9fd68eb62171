import { CircleAlert, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../locales/en.json';

function NoticeCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">{children}</CardContent>
    </Card>
  );
}

export function InvalidParamsCard({ errors }: { errors: string[] }) {
  const t = useMessages(en);
  return (
    <NoticeCard
      icon={<CircleAlert aria-hidden="true" className="size-5 text-destructive" />}
      title={t('invalidParams')}
    >
      <ul className="list-disc pl-5 text-muted-foreground text-sm">
        {errors.map((error) => (
          <li key={error}>{sayShared(error)}</li>
        ))}
      </ul>
      <Button asChild>
        <Link to={paths.checkoutOptions}>{t('chooseMarketAndDate')}</Link>
      </Button>
    </NoticeCard>
  );
}

export function NoVendorsCard() {
  // The vendors page is the owner's and a co-manager's; market staff ask (docs/decisions/029).
  const t = useMessages(en);
  const { canEditMarkets } = useManagerPermissions();
  return (
    <NoticeCard
      icon={<Users aria-hidden="true" className="size-5 text-primary" />}
      title={t('noVendorsTitle')}
    >
      {canEditMarkets ? (
        <>
          <CardDescription>{t('noVendorsAdd')}</CardDescription>
          <Button asChild>
            <Link to={paths.vendors}>{t('goToVendors')}</Link>
          </Button>
        </>
      ) : (
        <CardDescription>{t('noVendorsAsk')}</CardDescription>
      )}
    </NoticeCard>
  );
}

export function NoMarketsCard() {
  const t = useMessages(en);
  return (
    <NoticeCard
      icon={<Store aria-hidden="true" className="size-5 text-primary" />}
      title={t('noMarketsTitle')}
    >
      <CardDescription>{t('noMarketsAdd')}</CardDescription>
      <Button asChild>
        <Link to={paths.marketSettings}>{t('addMarket')}</Link>
      </Button>
    </NoticeCard>
  );
}

export function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid gap-4">
        <Skeleton className="h-56 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
      <Skeleton className="h-24 w-full rounded-xl lg:h-56" />
    </div>
  );
}
