import {
  TOKEN_PROGRAM_LABELS,
  type TokenProgram,
  VENDOR_TYPE_LABELS,
  VENDOR_TYPES,
  type VendorType,
} from './enums';

// Tokens saved before programs existed are OTHER and accepted by every vendor type.
export const DEFAULT_TOKEN_PROGRAM: TokenProgram = 'OTHER';
export const ALL_VENDOR_TYPES: VendorType[] = [...VENDOR_TYPES];
export const TOKEN_PROGRAM_NAME_MAX = 60;

export const TOKEN_PROGRAM_MESSAGES = {
  programNameRequired: 'Enter the incentive program name',
  programNameTooLong: `Program name must be at most ${TOKEN_PROGRAM_NAME_MAX} characters`,
  acceptedByRequired: 'Choose at least one vendor type that may accept this token',
  // "SNAP tokens cannot be accepted by Ancillary vendors." ("Market Bucks Token" is not doubled to "… Token tokens").
  notAccepted: (tokenName: string, vendorType: VendorType) =>
    `${/\btokens?$/i.test(tokenName.trim()) ? tokenName.trim() : `${tokenName.trim()} tokens`} cannot be accepted by ${VENDOR_TYPE_LABELS[vendorType]} vendors.`,
  // Editing a checkout booked before the rule changed: its count stays valid, only a raise is refused.
  keepOrLower: 'The count already booked may be kept or lowered.',
} as const;

/** The badge text of a token's program: "Incentive: Market Match", "SNAP", … */
export function tokenProgramLabel(token: { program: TokenProgram; program_name: string | null }): string {
  const label = TOKEN_PROGRAM_LABELS[token.program];
  return token.program === 'INCENTIVE' && token.program_name ? `${label}: ${token.program_name}` : label;
}

/** Whether a vendor of this type may be paid with the token (the rule enforced at checkout). A token read
 * without the field (a checkout context cached before programs existed) is accepted by every type. */
export function tokenAcceptedBy(
  token: { accepted_by?: readonly VendorType[] | undefined },
  vendorType: VendorType,
): boolean {
  return (token.accepted_by ?? VENDOR_TYPES).includes(vendorType);
}

/** The vendor types in their usual order, each once (what is stored). */
export function normalizeAcceptedBy(types: readonly VendorType[]): VendorType[] {
  return VENDOR_TYPES.filter((type) => types.includes(type));
}
