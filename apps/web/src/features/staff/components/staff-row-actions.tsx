import type { StaffMember } from '@marketday/shared';
import { MailIcon, PencilIcon, UserXIcon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type StaffAction = 'edit' | 'resend' | 'revoke';
export type OnStaffAction = (action: StaffAction, member: StaffMember) => void;

// A revoked member has nothing left to change; a pending one can be sent a fresh link (expired or not).
export function StaffRowActions({ member, onAction }: { member: StaffMember; onAction: OnStaffAction }) {
  if (member.status === 'REVOKED') return null;
  return (
    <RowActionsMenu
      label={`Actions for ${member.email}`}
      contentClassName="min-w-52"
      actions={[
        { label: 'Edit', icon: PencilIcon, onSelect: () => onAction('edit', member) },
        member.status === 'PENDING' && {
          label: 'Resend invitation',
          icon: MailIcon,
          onSelect: () => onAction('resend', member),
        },
        {
          label: 'Revoke',
          icon: UserXIcon,
          variant: 'destructive',
          separatorBefore: true,
          onSelect: () => onAction('revoke', member),
        },
      ]}
    />
  );
}
