import type { AssociationMember } from '@marketday/shared';
import { UserMinusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useOpening } from '@/hooks/use-opening';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { RemoveMemberDialog } from './remove-member-dialog';

type AssociationMembersProps = {
  associationId: string;
  associationName: string;
  members: AssociationMember[];
};

export function AssociationMembers({ associationId, associationName, members }: AssociationMembersProps) {
  const t = useMessages(en);
  const removal = useOpening<AssociationMember>();

  if (members.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-4 text-center text-sm">
        <p className="font-medium">{t('noMembers')}</p>
        <p className="text-muted-foreground">{t('shareCode')}</p>
      </div>
    );
  }

  return (
    <>
      <ul className="divide-y rounded-lg border">
        {members.map((member) => (
          <li key={member.vendor_id} className="flex items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="break-words font-medium">{member.business_name}</span>
              <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                <VendorTypeBadge type={member.type} />
                {t('joinedOn', { date: displayDate(new Date(member.joined_at)) })}
              </span>
            </div>
            <Button
              variant="ghost"
              className="text-destructive hover:text-destructive"
              aria-label={t('removeMember', { name: member.business_name })}
              onClick={() => removal.open(member)}
            >
              <UserMinusIcon aria-hidden="true" />
              <span className="hidden sm:inline">{t('remove')}</span>
            </Button>
          </li>
        ))}
      </ul>
      {removal.opening && (
        <RemoveMemberDialog
          key={removal.opening.key}
          associationId={associationId}
          associationName={associationName}
          member={removal.opening.target}
          {...removal.dialog}
        />
      )}
    </>
  );
}
