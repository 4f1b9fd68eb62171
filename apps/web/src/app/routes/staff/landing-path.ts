import { type AccessLevel, meetsAccess } from '@marketday/shared';
import { paths } from '@/config/paths';

// Staff have no home page of their own (the manager's calls endpoints staff may not, docs/decisions/029): /home,
// where sign-in and every refused path lead, opens the first page their employer's plan lets them use.
export function staffLandingPath(access: AccessLevel | null): string {
  if (meetsAccess({ have: access, need: 'FULL' })) return paths.checkoutOptions;
  if (meetsAccess({ have: access, need: 'OFF_SEASON' })) return paths.transactions;
  return paths.permissionDenied;
}
