import { PenSquareIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useMarkets } from '@/entities/markets/list-markets';
import { useVendorMarkets } from '@/entities/vendor-markets/list-vendor-markets';
import { useVendors } from '@/entities/vendors/list-vendors';
import { InboxFilters } from '@/features/inbox/components/inbox-filters';
import { InboxMessages } from '@/features/inbox/components/inbox-messages';
import { NewMessageSheet } from '@/features/inbox/components/new-message-sheet';
import { messageableVendors } from '@/features/inbox/components/new-message-values';
import { useInboxFilters } from '@/features/inbox/components/use-inbox-filters';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// One inbox for managers and vendors: managers write to vendors, vendors to their markets' managers.
export function InboxPage() {
  const t = useMessages(en);
  const { appRole } = useAuth();
  const filters = useInboxFilters();
  const [isComposeOpen, setIsComposeOpen] = useState(false);
  const isManager = appRole === 'MARKET_MANAGER';
  const canCompose = isManager || appRole === 'VENDOR';

  return (
    <PageLayout
      title={t('inboxTitle')}
      headerRight={
        canCompose && (
          <Button onClick={() => setIsComposeOpen(true)} className="w-full sm:w-auto">
            <PenSquareIcon aria-hidden="true" />
            {t('newMessage')}
          </Button>
        )
      }
    >
      <InboxFilters filters={filters} />
      <InboxMessages query={filters.query} />
      {isManager && <ManagerNewMessageSheet open={isComposeOpen} onOpenChange={setIsComposeOpen} />}
      {appRole === 'VENDOR' && <VendorNewMessageSheet open={isComposeOpen} onOpenChange={setIsComposeOpen} />}
    </PageLayout>
  );
}

// Mounted for managers only: the vendor and market lists come from manager endpoints.
function ManagerNewMessageSheet(dialog: DialogOpenProps) {
  const vendorsQuery = useVendors();
  const marketsQuery = useMarkets();
  const vendors = messageableVendors(vendorsQuery.data ?? []);
  const markets = (marketsQuery.data ?? []).map((market) => ({ id: market.id, name: market.name }));

  return (
    <NewMessageSheet
      sender="manager"
      {...dialog}
      vendors={vendors}
      markets={markets}
      isLoadingRecipients={vendorsQuery.isPending || marketsQuery.isPending}
    />
  );
}

// Mounted for vendors only: the markets they sell at, whose managers they can write to.
function VendorNewMessageSheet(dialog: DialogOpenProps) {
  const marketsQuery = useVendorMarkets();
  const markets = (marketsQuery.data ?? []).map((market) => ({ id: market.id, name: market.name }));
  return (
    <NewMessageSheet
      sender="vendor"
      {...dialog}
      vendors={[]}
      markets={markets}
      isLoadingRecipients={marketsQuery.isPending}
    />
  );
}
