import { STAFF_ROLE_LABELS, type StaffMember } from '@marketday/shared';
import { MobileCardHeader } from '@/components/ui/data-table';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { MarketNames } from './staff-columns';
import { StaffIdentity } from './staff-columns';
import { type OnStaffAction, StaffRowActions } from './staff-row-actions';
import { lastSignInText, StaffStatusBadge } from './staff-status';

// Below 1024 px each staff member is a stacked card instead of a table row (docs/product.md §15).
export function StaffMobileCard({
  member,
  marketNames,
  onAction,
}: {
  member: StaffMember;
  marketNames: MarketNames;
  onAction: OnStaffAction;
}) {
  const t = useMessages(en);
  return (
    <div className="flex flex-col gap-2">
      <MobileCardHeader actions={<StaffRowActions member={member} onAction={onAction} />} className="gap-1.5">
        <StaffIdentity member={member} />
        <StaffStatusBadge member={member} />
      </MobileCardHeader>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('role')}</dt>
        <dd>{sayShared(STAFF_ROLE_LABELS[member.role])}</dd>
        <dt className="text-muted-foreground">{t('markets')}</dt>
        <dd className="break-words">{marketNames(member.market_ids)}</dd>
        <dt className="text-muted-foreground">{t('lastSignIn')}</dt>
        <dd>{lastSignInText(member.last_sign_in_at)}</dd>
      </dl>
    </div>
  );
}
