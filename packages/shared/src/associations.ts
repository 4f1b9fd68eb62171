import { z } from 'zod';
import { NAME_MAX } from './constants';
import type { VendorType } from './enums';

// Groups of vendors an admin runs; vendors join with the access code until max_vendors is reached (DESIGN.md §6).
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
  name: z
    .string('Association name is required')
    .trim()
    .min(1, 'Association name is required')
    .max(NAME_MAX - 1, `Association name must be less than ${NAME_MAX} characters`),
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

export type Association = {
  id: string;
  name: string;
  max_vendors: number;
  vendor_count: number;
  active: boolean;
  access_code: string;
  created_at: string;
};

export type AssociationMember = {
  vendor_id: string;
  business_name: string;
  type: VendorType;
  joined_at: string;
};

export type AssociationDetail = Association & { vendors: AssociationMember[] };

// What a member vendor sees: the access code stays with the admin who hands it out.
export type VendorAssociation = {
  id: string;
  name: string;
  active: boolean;
  vendor_count: number;
  max_vendors: number;
  joined_at: string;
};

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
