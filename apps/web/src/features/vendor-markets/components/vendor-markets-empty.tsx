import { SendIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { paths } from '@/config/paths';

// A vendor in no market yet: the next step is an application.
export function VendorMarketsEmpty() {
  return (
    <EmptyStateCard
      icon={StoreIcon}
      title="You are not in any markets yet."
      description="Apply to a market. Once its manager approves you, it appears here with its days, hours, rules and the documents it needs from you."
      action={
        <Button asChild>
          <Link to={paths.applications}>
            <SendIcon aria-hidden="true" />
            Apply to a market
          </Link>
        </Button>
      }
    />
  );
}
