import { z } from 'zod';
import { VENDOR_TYPES } from './enums';
import { requiredNameSchema } from './fields';

// Groups of vendors an admin runs; vendors join with the access code until max_vendors is reached (docs/product.md §13).
export const ACCESS_CODE_MIN = 6;
export const ACCESS_CODE_MAX = 20;
export const GENERATED_ACCESS_CODE_LENGTH = 8;
// No 0/O, 1/I/L: a code read aloud or copied from paper is typed right the first time.
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ASSOCIATION_MAX_VENDORS_LIMIT = 10_000;

const ACCESS_CODE_FORMAT_MESSAGE = `Access code must be ${ACCESS_CODE_MIN} to ${ACCESS_CODE_MAX} letters or digits`;

const ACCESS_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${ACCESS_CODE_MIN},${ACCESS_CODE_MAX}}$`);

// Stored and compared upper-case, so 'farm42x' and 'FARM42X' are the same code.
const accessCodeSchema = z.string().trim().toUpperCase();

export const AssociationInputSchema = z.object({
  name: requiredNameSchema('Association name'),
  max_vendors: z
    .number('Max vendors must be a number')
    .int('Max vendors must be a whole number')
    .min(1, 'Must allow at least 1 vendor')
    .max(
      ASSOCIATION_MAX_VENDORS_LIMIT,
      `Max vendors cannot exceed ${ASSOCIATION_MAX_VENDORS_LIMIT.toLocaleString('en-US')}`,
    ),
  active: z.boolean().default(true),
  // Empty: a new association gets a generated code; an edited one keeps its code.
  access_code: accessCodeSchema
    .refine((code) => code === '' || ACCESS_CODE_PATTERN.test(code), ACCESS_CODE_FORMAT_MESSAGE)
    .optional(),
});
export type AssociationInput = z.input<typeof AssociationInputSchema>;
export type AssociationValues = z.output<typeof AssociationInputSchema>;

// An update that leaves out `active` keeps the association's state instead of reactivating it.
export const AssociationUpdateSchema = AssociationInputSchema.extend({ active: z.boolean().optional() });

export const JoinAssociationSchema = z.object({
  access_code: accessCodeSchema
    .min(1, { error: 'Enter an access code', abort: true })
    .regex(ACCESS_CODE_PATTERN, ACCESS_CODE_FORMAT_MESSAGE),
});
export type JoinAssociationInput = z.input<typeof JoinAssociationSchema>;

export const AssociationSchema = z.object({
  id: z.string(),
  name: z.string(),
  max_vendors: z.number().int(),
  vendor_count: z.number().int(),
  active: z.boolean(),
  access_code: z.string(),
  created_at: z.string(),
});
export type Association = z.infer<typeof AssociationSchema>;

export const AssociationMemberSchema = z.object({
  vendor_id: z.string(),
  business_name: z.string(),
  type: z.enum(VENDOR_TYPES),
  joined_at: z.string(),
});
export type AssociationMember = z.infer<typeof AssociationMemberSchema>;

export const AssociationDetailSchema = AssociationSchema.extend({
  vendors: z.array(AssociationMemberSchema),
});
export type AssociationDetail = z.infer<typeof AssociationDetailSchema>;

// What a member vendor sees: the access code stays with the admin who hands it out.
export const VendorAssociationSchema = AssociationSchema.pick({
  id: true,
  name: true,
  active: true,
  vendor_count: true,
  max_vendors: true,
}).extend({ joined_at: z.string() });
export type VendorAssociation = z.infer<typeof VendorAssociationSchema>;

export const ASSOCIATION_MESSAGES = {
  tooManyAttempts: 'Too many wrong access codes. Please wait 15 minutes and try again.',
  created: 'Association created.',
  updated: 'Association updated.',
  activated: 'Association activated.',
  deactivated: 'Association deactivated.',
  memberRemoved: 'Vendor removed from the association.',
  codeRegenerated: 'New access code created.',
  duplicateCode: 'Another association already uses that access code.',
  maxBelowMembers: (count: number) =>
    `This association has ${count} ${count === 1 ? 'vendor' : 'vendors'}; max vendors cannot be lower than that.`,
  joined: (name: string) => `You joined ${name}.`,
  left: (name: string) => `You left ${name}.`,
  unknownCode: 'No active association has that access code.',
  full: 'This association is full.',
  alreadyMember: 'You are already a member of this association.',
  notMember: 'You are not a member of that association.',
} as const;
