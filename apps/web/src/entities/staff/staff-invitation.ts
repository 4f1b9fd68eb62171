import type { StaffAcceptInput, StaffInvitation } from '@marketday/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export type AcceptedStaffAccount = { id: string; username: string; role: string; message: string };

// Public (no session): the token of the mailed link is the only credential, so it travels in a POST body.
// A 400 carries STAFF_MESSAGES.invalidInvitation for a link used, expired or unknown.
export function lookupStaffInvitation(token: string): Promise<StaffInvitation> {
  return dataOf(api.post<StaffInvitation>('/staff-invitations/lookup', { token }));
}

export function useStaffInvitation(token: string) {
  return useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: () => lookupStaffInvitation(token),
    enabled: token !== '',
    // A refused link stays refused; asking again only delays the message.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function acceptStaffInvitation(input: StaffAcceptInput): Promise<AcceptedStaffAccount> {
  return dataOf(api.post<AcceptedStaffAccount>('/staff-invitations/accept', input));
}

export function useAcceptStaffInvitation() {
  return useMutation({ mutationFn: acceptStaffInvitation });
}
