import type { StaffMember } from '@marketday/shared';
import { MailIcon, PencilIcon, UserXIcon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type StaffAction = 'edit' | 'resend' | 'revoke';
export type OnStaffAction = (action: StaffAction, member: StaffMember) => void;

// A revoked member has nothing left to change; a pending one can be sent a fresh link (expired or not).
export function StaffRowActions({ member, onAction }: { member: StaffMember; onAction: OnStaffAction }) {
  const t = useMessages(en);
  if (member.status === 'REVOKED') return null;
  return (
    <RowActionsMenu
      label={t('actionsFor', { email: member.email })}
      contentClassName="min-w-52"
      actions={[
        { label: t('edit'), icon: PencilIcon, onSelect: () => onAction('edit', member) },
        member.status === 'PENDING' && {
          label: t('resendInvitation'),
          icon: MailIcon,
          onSelect: () => onAction('resend', member),
        },
        {
          label: t('revoke'),
          icon: UserXIcon,
          variant: 'destructive',
          separatorBefore: true,
          onSelect: () => onAction('revoke', member),
        },
      ]}
    />
  );
}
