import { z } from 'zod';
import { NewUserSchema, type SelfUser } from './auth';
import { STAFF_REVOKED_MESSAGE } from './errors';
import { accountEmailSchema } from './fields';
import { labelledEnum } from './labelled-enum';
import { withMessage } from './responses';

// Staff accounts (issue 18, docs/decisions/029-staff-accounts.md, docs/product.md §19). A manager invites a
// person by e-mail to work some of their markets as market staff or as a co-manager.
export const [STAFF_ROLES, STAFF_ROLE_LABELS] = labelledEnum({
  STAFF: 'Market staff',
  CO_MANAGER: 'Market co-manager',
});
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_STATUSES = ['PENDING', 'ACTIVE', 'REVOKED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_INVITATION_DAYS = 7;

export const STAFF_MESSAGES = {
  invited: 'Invitation sent.',
  updated: 'Staff member updated.',
  revoked: 'Staff access revoked. Their sessions have ended.',
  accepted: 'Your staff account is ready. Sign in to get started.',
  revokedSignIn: STAFF_REVOKED_MESSAGE,
  invalidInvitation: 'This invitation link is invalid, has been used, or has expired.',
  alreadyStaff: 'This e-mail already has a staff invitation or account with you.',
  emailTaken: 'This e-mail already belongs to a Marketday account. Invite another address.',
  chooseMarket: 'Choose at least one market',
  unknownMarket: 'Choose markets from your own list',
  seatLimit: (max: number) =>
    `Your plan covers ${max} staff members, invitations included. Revoke one or change your plan on the Account page.`,
} as const;

const marketIdsSchema = z
  .array(z.uuid(STAFF_MESSAGES.unknownMarket).toLowerCase(), STAFF_MESSAGES.chooseMarket)
  .min(1, STAFF_MESSAGES.chooseMarket)
  .max(200, 'Choose at most 200 markets')
  .transform((ids) => [...new Set(ids)]);

const staffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role');

// POST /market-managers/staff: the invitation.
export const StaffInviteInputSchema = z.object({
  email: accountEmailSchema,
  role: staffRoleSchema,
  market_ids: marketIdsSchema,
});
export type StaffInviteInput = z.input<typeof StaffInviteInputSchema>;

// PUT /market-managers/staff/:id: markets and role.
export const StaffUpdateInputSchema = z.object({ role: staffRoleSchema, market_ids: marketIdsSchema });
export type StaffUpdateInput = z.input<typeof StaffUpdateInputSchema>;

export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  market_ids: z.array(z.string()),
  invited_at: z.string(),
  invitation_expires_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

// GET /market-managers/staff: everyone ever invited, and the plan's seats (pending invitations take one).
export const StaffListSchema = z.object({
  staff: z.array(StaffMemberSchema),
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type StaffList = z.infer<typeof StaffListSchema>;
export const StaffMemberResultSchema = withMessage(StaffMemberSchema);
export type StaffMemberResult = z.infer<typeof StaffMemberResultSchema>;

// POST /staff-invitations/lookup and /staff-invitations/accept: public, by the token in the mailed link.
export const StaffInvitationTokenSchema = z.object({
  token: z
    .string('The invitation link is missing its token.')
    .min(1, 'The invitation link is missing its token.'),
});
export const StaffInvitationSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  employer_name: z.string(),
  market_names: z.array(z.string()),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffAcceptInputSchema = z
  .object({
    token: StaffInvitationTokenSchema.shape.token,
    username: NewUserSchema.shape.username,
    password: NewUserSchema.shape.password,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match.',
    path: ['confirm_password'],
  });
export type StaffAcceptInput = z.input<typeof StaffAcceptInputSchema>;

// On GET /users/self for a staff caller (auth.ts): who they work for, as what, and where.
export type SelfStaff = NonNullable<SelfUser['staff']>;
