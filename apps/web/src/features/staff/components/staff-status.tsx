import type { StaffMember } from '@marketday/shared';
import { CircleCheckIcon, CircleSlashIcon, ClockIcon, HourglassIcon } from 'lucide-react';
import { IconBadge } from '@/components/ui/icon-badge';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

export type StaffStatusLabel = 'Pending' | 'Invitation expired' | 'Active' | 'Revoked';

// A pending invitation past its expiry can no longer be accepted: the manager resends it.
export function staffStatusLabel(
  member: Pick<StaffMember, 'status' | 'invitation_expires_at'>,
  now: Date = new Date(),
): StaffStatusLabel {
  if (member.status === 'ACTIVE') return 'Active';
  if (member.status === 'REVOKED') return 'Revoked';
  const expiresAt = member.invitation_expires_at ? Date.parse(member.invitation_expires_at) : Number.NaN;
  return expiresAt <= now.getTime() ? 'Invitation expired' : 'Pending';
}

const BADGES = {
  Active: { variant: 'success', icon: CircleCheckIcon },
  Pending: { variant: 'outline', icon: ClockIcon },
  'Invitation expired': { variant: 'warning', icon: HourglassIcon },
  Revoked: { variant: 'secondary', icon: CircleSlashIcon },
} as const;

const STATUS_WORDS = {
  Active: 'statusActive',
  Pending: 'statusPending',
  'Invitation expired': 'statusExpired',
  Revoked: 'statusRevoked',
} as const satisfies Record<StaffStatusLabel, keyof typeof en>;

/** A status in the language shown. */
export const sayStaffStatus = (label: StaffStatusLabel) => t(STATUS_WORDS[label]);

// The word carries the state; colour and icon only repeat it.
export function StaffStatusBadge({
  member,
}: {
  member: Pick<StaffMember, 'status' | 'invitation_expires_at'>;
}) {
  useMessages(en);
  const label = staffStatusLabel(member);
  return <IconBadge {...BADGES[label]}>{sayStaffStatus(label)}</IconBadge>;
}

// MM/dd/yyyy at the manager's clock; 'Never' before the first sign-in.
export function lastSignInText(lastSignInAt: string | null): string {
  if (!lastSignInAt) return t('never');
  const at = new Date(lastSignInAt);
  const time = at.toLocaleTimeString(intlTag(), { hour: 'numeric', minute: '2-digit' });
  const m = String(at.getMonth() + 1).padStart(2, '0');
  const d = String(at.getDate()).padStart(2, '0');
  return `${m}/${d}/${at.getFullYear()} ${time}`;
}
