import type { ContactMessageSchema, MessageResponse } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type ContactMessage = z.input<typeof ContactMessageSchema>;

// An e-mail to a vendor the manager keeps without an account (no inbox to write to); replies go to the manager.
export async function contactVendor(body: ContactMessage): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/email/contact', body);
  return data;
}

export function useContactVendor() {
  return useMutation({ mutationFn: contactVendor });
}
