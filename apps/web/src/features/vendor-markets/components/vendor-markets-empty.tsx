import { SendIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

// A vendor in no market yet: the next step is an application.
export function VendorMarketsEmpty() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <StoreIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">You are not in any markets yet.</h2>
        <p className="max-w-md text-muted-foreground text-sm">
          Apply to a market. Once its manager approves you, it appears here with its days, hours, rules and
          the documents it needs from you.
        </p>
        <Button asChild>
          <Link to={paths.applications}>
            <SendIcon aria-hidden="true" />
            Apply to a market
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
