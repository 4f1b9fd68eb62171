import { Store } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Card, CardContent } from '@/components/ui/card';
import { useSelf } from '@/lib/auth';

export function VendorHomePage() {
  const { data: self } = useSelf();
  return (
    <PageLayout title="Markets" subtitle={self ? `Signed in as ${self.display_name}` : undefined}>
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
          <Store className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium text-lg">You are not in any markets yet.</p>
          <p className="max-w-md text-muted-foreground text-sm">
            When a market manager adds you to a market, it appears here with its days, hours and rules.
          </p>
        </CardContent>
      </Card>
    </PageLayout>
  );
}
