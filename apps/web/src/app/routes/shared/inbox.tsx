import { PenSquareIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { InboxFilters } from '@/features/inbox/components/inbox-filters';
import { InboxMessages } from '@/features/inbox/components/inbox-messages';
import { NewMessageSheet } from '@/features/inbox/components/new-message-sheet';
import { messageableVendors } from '@/features/inbox/components/new-message-values';
import { useInboxFilters } from '@/features/inbox/components/use-inbox-filters';
import { useMarkets } from '@/features/markets/api/list-markets';
import { useVendors } from '@/features/vendors/api/list-vendors';
import { useAuth } from '@/lib/auth';

// One inbox for managers and vendors; only managers can write for now.
export function InboxPage() {
  const { appRole } = useAuth();
  const filters = useInboxFilters();
  const [isComposeOpen, setIsComposeOpen] = useState(false);
  const isManager = appRole === 'MARKET_MANAGER';

  return (
    <PageLayout
      title="Inbox"
      headerRight={
        isManager && (
          <Button onClick={() => setIsComposeOpen(true)} className="w-full sm:w-auto">
            <PenSquareIcon aria-hidden="true" />
            New message
          </Button>
        )
      }
    >
      <InboxFilters filters={filters} />
      <InboxMessages query={filters.query} />
      {isManager && <ManagerNewMessageSheet open={isComposeOpen} onOpenChange={setIsComposeOpen} />}
    </PageLayout>
  );
}

// Mounted for managers only: the vendor and market lists come from manager endpoints.
function ManagerNewMessageSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const vendorsQuery = useVendors();
  const marketsQuery = useMarkets();
  const vendors = messageableVendors(vendorsQuery.data ?? []);
  const markets = (marketsQuery.data ?? []).map((market) => ({ id: market.id, name: market.name }));

  return (
    <NewMessageSheet
      open={open}
      onOpenChange={onOpenChange}
      vendors={vendors}
      markets={markets}
      isLoadingRecipients={vendorsQuery.isPending || marketsQuery.isPending}
    />
  );
}
