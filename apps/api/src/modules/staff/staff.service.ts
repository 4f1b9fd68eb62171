import {
  type Locale,
  STAFF_INVITATION_DAYS,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
  type StaffAcceptInput,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@marketday/shared';
import type { Database, ManagerKey } from '../../db/client';
import { hashPassword } from '../../lib/crypto/passwords';
import { hashToken, newOpaqueToken } from '../../lib/crypto/tokens';
import {
  badRequest,
  conflict,
  fieldConflict,
  notFound,
  orNotFound,
  refuseIfDuplicate,
} from '../../lib/http-errors';
import { serverMessages, translateEnglish } from '../../lib/i18n/translate';
import type { Mailer } from '../../plugins/mail';
import { revokeAllSessions } from '../auth';
import { type MailLimiter, withMailBudget } from '../notifications';
import { ACCOUNT_TAKEN_MESSAGE } from '../users';
import en from './locales/en.json';
import es from './locales/es.json';
import {
  accountByEmail,
  claimInvitation,
  closeOpenInvitations,
  findLiveMemberByEmail,
  findOpenInvitation,
  insertInvitation,
  insertMember,
  insertStaffAccount,
  listStaff,
  lockManager,
  lockMember,
  marketNamesOf,
  markMemberAccepted,
  ownMarketIds,
  revokeLiveMember,
  seatLimit,
  seatsUsed,
  setLiveMemberRole,
  setMemberRole,
  setStaffMarkets,
  updateHelperAccount,
} from './staff.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const invitationMessages = serverMessages('staff', { en, es });

// The role as the invitation names it: the label in English, lower-case within a sentence in another language.
function roleIn(role: StaffRole, locale: Locale) {
  if (locale === 'en') return STAFF_ROLE_LABELS[role];
  const label = translateEnglish(STAFF_ROLE_LABELS[role], locale);
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}

type Owner = { managerId: string; userId: string };

async function requireOwnMarkets(db: Database, managerId: string, marketIds: string[]) {
  const own = await ownMarketIds({ db, managerId, marketIds });
  if (own.length !== marketIds.length) {
    const message = STAFF_MESSAGES.unknownMarket;
    throw badRequest(message, { errors: [{ path: 'market_ids', message }] });
  }
}

async function one(db: Database, managerId: string, id: string): Promise<StaffMember> {
  const [member] = await listStaff({ db, managerId, id });
  return orNotFound(member);
}

// Invites a person, or invites again someone whose invitation is still pending (a fresh link, the old one
// dead). Seats are counted under the manager's row lock, so two invitations at once cannot both take the last.
export async function inviteStaff({
  db,
  mailer,
  limiter,
  owner,
  input,
  appUrl,
  now,
  locale,
}: {
  db: Database;
  mailer: Mailer;
  limiter: MailLimiter;
  owner: Owner;
  input: { email: string; role: StaffRole; market_ids: string[] };
  appUrl: string;
  now: Date;
  // The inviting request's language (requestLocale): the invitee has no account to have chosen one.
  locale: Locale;
}): Promise<StaffMember> {
  const { managerId } = owner;
  await requireOwnMarkets(db, managerId, input.market_ids);
  const account = await accountByEmail({ db, email: input.email });
  if (account && !account.returningHelper) throw fieldConflict('email', STAFF_MESSAGES.emailTaken);
  // An invitation goes to a typed address and may be sent again: it counts like any mail the account sends,
  // and a refused one (no seat left, already staff) gives its place back.
  return withMailBudget(limiter, managerId, 1, async () => {
    const token = newOpaqueToken();
    const staffMemberId = await db.transaction(async (tx) => {
      await lockManager(tx, managerId);
      const live = await findLiveMemberByEmail(tx, managerId, input.email);
      if (live?.acceptedAt) throw fieldConflict('email', STAFF_MESSAGES.alreadyStaff);
      const limit = await seatLimit({ db: tx, managerId });
      // The invitation takes a seat: a pending member invited again is counted once, whether or not their last
      // link had expired.
      const used = (await seatsUsed({ db: tx, managerId, now, except: live?.id })) + 1;
      if (limit !== null && used > limit) throw conflict(STAFF_MESSAGES.seatLimit(limit));
      let id = live?.id;
      if (id) {
        await setMemberRole(tx, id, input.role);
        await closeOpenInvitations(tx, id, now);
      } else {
        id = await insertMember(tx, {
          managerId,
          email: input.email,
          role: input.role,
          invitedBy: owner.userId,
          createdAt: now,
        });
      }
      if (!id) throw new Error('Staff member was not created');
      await setStaffMarkets(tx, id, input.market_ids);
      await insertInvitation(tx, {
        staffMemberId: id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
        createdAt: now,
      });
      return id;
    });
    const invitation = await lookupInvitation({ db, token, now });
    const link = `${appUrl}/staff/accept?token=${encodeURIComponent(token)}`;
    // A helper invited back reads it in the language their account chose; anyone else in the inviter's.
    const language = account?.language ?? locale;
    const t = invitationMessages(language);
    await mailer.send({
      to: input.email,
      subject: t('inviteSubject', { employer: invitation.employer_name }),
      text: t('inviteBody', {
        employer: invitation.employer_name,
        role: roleIn(input.role, language),
        markets: invitation.market_names.join(', '),
        days: STAFF_INVITATION_DAYS,
        link,
      }),
      // The outbox table must not hold a link that works (decision 002).
      secrets: [token],
    });
    return one(db, managerId, staffMemberId);
  });
}

export async function updateStaff({
  db,
  managerId,
  id,
  input,
}: ManagerKey & {
  id: string;
  input: { role: StaffRole; market_ids: string[] };
}): Promise<StaffMember> {
  await requireOwnMarkets(db, managerId, input.market_ids);
  await db.transaction(async (tx) => {
    if (!(await setLiveMemberRole(tx, { managerId, id, role: input.role }))) throw notFound();
    await setStaffMarkets(tx, id, input.market_ids);
  });
  return one(db, managerId, id);
}

// Access ends at once: the row is revoked, open links die and every session of the person ends, together.
export async function revokeStaff({
  db,
  managerId,
  id,
  now,
}: ManagerKey & {
  id: string;
  now: Date;
}): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const row = await revokeLiveMember(tx, { managerId, id, now });
    if (!row) throw notFound();
    await closeOpenInvitations(tx, id, now);
    if (row.userId) await revokeAllSessions({ db: tx, userId: row.userId, now });
  });
  return one(db, managerId, id);
}

export async function lookupInvitation({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: Date;
}): Promise<StaffInvitation> {
  const invitation = await findOpenInvitation({ db, tokenHash: hashToken(token), now });
  if (!invitation) throw badRequest(STAFF_MESSAGES.invalidInvitation);
  return {
    email: invitation.email,
    role: invitation.role,
    employer_name: `${invitation.firstname} ${invitation.lastname}`.trim(),
    market_names: await marketNamesOf({ db, staffMemberId: invitation.staffMemberId }),
    expires_at: invitation.expiresAt.toISOString(),
  };
}

// The link is claimed by a conditional update, so it works once even when sent twice at the same moment.
export async function acceptInvitation({
  db,
  input,
  now,
}: {
  db: Database;
  input: Omit<StaffAcceptInput, 'confirm_password'>;
  now: Date;
}) {
  const passwordHash = await hashPassword(input.password);
  return refuseIfDuplicate(
    () =>
      db.transaction(async (tx) => {
        const open = await findOpenInvitation({ db: tx, tokenHash: hashToken(input.token), now });
        if (!open) throw badRequest(STAFF_MESSAGES.invalidInvitation);
        // The member row first, as a revoke takes it, so the two wait for each other instead of deadlocking; a
        // revoke that won leaves nothing to accept.
        const member = await lockMember(tx, open.staffMemberId);
        if (!member || member.revokedAt) throw badRequest(STAFF_MESSAGES.invalidInvitation);
        if (!(await claimInvitation(tx, open.invitationId, now))) {
          throw badRequest(STAFF_MESSAGES.invalidInvitation);
        }
        // A helper whose access was revoked comes back with the same account and new credentials.
        const returning = await accountByEmail({ db: tx, email: open.email });
        const values = {
          username: input.username,
          email: open.email,
          passwordHash,
          role: 'MARKET_STAFF' as const,
        };
        const user = returning?.returningHelper
          ? await updateHelperAccount(tx, {
              userId: returning.id,
              username: values.username,
              passwordHash,
              now,
            })
          : await insertStaffAccount(tx, values);
        if (!user) throw new Error('User was not created');
        await markMemberAccepted(tx, { staffMemberId: open.staffMemberId, userId: user.id, now });
        return user;
      }),
    conflict(ACCOUNT_TAKEN_MESSAGE),
  );
}
