import type { ContactMessageSchema, MessageResponse } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

type ContactMessage = z.input<typeof ContactMessageSchema>;

// An e-mail to a vendor the manager keeps without an account (no inbox to write to); replies go to the manager.
export function contactVendor(body: ContactMessage): Promise<MessageResponse> {
  return dataOf(api.post<MessageResponse>('/email/contact', body));
}

export function useContactVendor() {
  return useMutation({ mutationFn: contactVendor });
}
