import { STAFF_ROLE_LABELS, type StaffInvitation } from '@marketday/shared';

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

// "Riverside Markets invited you to work as Market staff at Davis and Woodland."
export function invitationSentence(invitation: StaffInvitation): string {
  const markets = LIST.format(invitation.market_names);
  return `${invitation.employer_name} invited you to work as ${STAFF_ROLE_LABELS[invitation.role]} at ${markets}.`;
}

export function InvitationSummary({ invitation }: { invitation: StaffInvitation }) {
  return (
    <div className="grid gap-1">
      <p>{invitationSentence(invitation)}</p>
      <p className="text-sm">
        Your e-mail: <span className="break-all font-medium text-foreground">{invitation.email}</span>
      </p>
    </div>
  );
}
