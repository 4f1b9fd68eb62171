import { CircleAlert, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useManagerPermissions } from '@/lib/manager-permissions';

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
  return (
    <NoticeCard
      icon={<CircleAlert aria-hidden="true" className="size-5 text-destructive" />}
      title="Invalid URL Parameters"
    >
      <ul className="list-disc pl-5 text-muted-foreground text-sm">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <Button asChild>
        <Link to={paths.checkoutOptions}>Choose a Market and Date</Link>
      </Button>
    </NoticeCard>
  );
}

export function NoVendorsCard() {
  // The vendors page is the owner's and a co-manager's; market staff ask (docs/decisions/029).
  const { canEditMarkets } = useManagerPermissions();
  return (
    <NoticeCard
      icon={<Users aria-hidden="true" className="size-5 text-primary" />}
      title="There are no Vendors in this Market!"
    >
      {canEditMarkets ? (
        <>
          <CardDescription>Add vendors to this market to check them out.</CardDescription>
          <Button asChild>
            <Link to={paths.vendors}>Go to Vendors</Link>
          </Button>
        </>
      ) : (
        <CardDescription>Ask your market manager to add vendors to this market.</CardDescription>
      )}
    </NoticeCard>
  );
}

export function NoMarketsCard() {
  return (
    <NoticeCard icon={<Store aria-hidden="true" className="size-5 text-primary" />} title="No markets found">
      <CardDescription>Add a Market to get started.</CardDescription>
      <Button asChild>
        <Link to={paths.marketSettings}>Add a Market</Link>
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
