import { STAFF_ROLE_LABELS, type StaffInvitation } from '@marketday/shared';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// "Riverside Markets invited you to work as Market staff at Davis and Woodland.", in the language shown.
export function invitationSentence(invitation: StaffInvitation): string {
  const list = new Intl.ListFormat(intlTag(), { style: 'long', type: 'conjunction' });
  return messagesOf(en)('invitationSentence', {
    employer: invitation.employer_name,
    role: sayShared(STAFF_ROLE_LABELS[invitation.role]),
    markets: list.format(invitation.market_names),
  });
}

export function InvitationSummary({ invitation }: { invitation: StaffInvitation }) {
  const t = useMessages(en);
  return (
    <div className="grid gap-1">
      <p>{invitationSentence(invitation)}</p>
      <p className="text-sm">
        {t('yourEmail')} <span className="break-all font-medium text-foreground">{invitation.email}</span>
      </p>
    </div>
  );
}
