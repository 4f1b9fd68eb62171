import type { CardPaymentSession } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

// A vendor pays what they owe a market by card on Stripe Checkout (docs/decisions/035-vendor-card-payments.md).
// The session is opened on the tap (it lives 30 minutes at Stripe) and answers the page to send the vendor to;
// the payment shows in their balance once Stripe's webhook has booked it.
export async function openCardPayment(marketId: string): Promise<string> {
  const session = await dataOf(
    api.post<CardPaymentSession>(`/vendors/self/markets/${marketId}/card-payment`),
  );
  return session.url;
}

export function useOpenCardPayment() {
  return useMutation({ mutationFn: openCardPayment });
}
