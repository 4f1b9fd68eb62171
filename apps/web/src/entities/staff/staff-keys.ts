import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

// The manager's staff and seats (docs/decisions/029), and an invitation looked up by its token on the public
// page.
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  invitation: (token: string) => [...staffKeys.all, 'invitation', token] as const,
};

export function invalidateStaffQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [staffKeys.all]);
}
