import type { PortalSession } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

export async function getPortalUrl(paymentOnly: boolean): Promise<string> {
  const session = await dataOf(
    api.get<PortalSession>('/market-managers/account/portal', {
      params: { payment_only: paymentOnly },
    }),
  );
  return session.url;
}

// A session link is made on click: it is short-lived at the billing provider.
export function useOpenPortal() {
  return useMutation({ mutationFn: getPortalUrl });
}
