import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarkets } from '@/entities/markets/list-markets';
import { useStaff } from '@/entities/staff/list-staff';
import { StaffSeats } from '@/features/staff/components/staff-seats';
import { StaffTable } from '@/features/staff/components/staff-table';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const InviteStaffDialog = lazyDialog(() =>
  import('@/features/staff/components/invite-staff-dialog').then((m) => m.InviteStaffDialog),
);

export function StaffPage() {
  const t = useMessages(en);
  const staff = useStaff();
  const markets = useMarkets();
  const marketOptions = (markets.data ?? []).map((market) => ({ id: market.id, name: market.name }));
  // Each opening mounts a fresh form (a new key).
  const [inviteOpening, setInviteOpening] = useState(0);
  const [isInviteOpen, setInviteOpen] = useState(false);

  return (
    <PageLayout
      title={t('staffTitle')}
      subtitle={t('staffSubtitle')}
      helpText={t('staffHelp')}
      headerRight={
        <Button
          className="w-full sm:w-auto"
          disabled={!markets.data}
          onClick={() => {
            setInviteOpening((n) => n + 1);
            setInviteOpen(true);
          }}
        >
          <UserPlusIcon aria-hidden="true" />
          {t('inviteStaff')}
        </Button>
      }
    >
      {staff.data ? (
        <StaffSeats seats={staff.data.seats} />
      ) : (
        staff.isPending && <Skeleton aria-busy="true" className="h-5 w-48" />
      )}
      <StaffTable
        staff={staff.data?.staff}
        isLoading={staff.isPending}
        error={staff.error}
        markets={marketOptions}
      />
      {inviteOpening > 0 && (
        <InviteStaffDialog
          key={inviteOpening}
          open={isInviteOpen}
          onOpenChange={setInviteOpen}
          markets={marketOptions}
        />
      )}
    </PageLayout>
  );
}
