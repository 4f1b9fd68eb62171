import type { PlanTier } from '@marketday/shared';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  detail: () => [...subscriptionKeys.all, 'detail'] as const,
  preview: (plan: PlanTier, startTs: number | null) =>
    [...subscriptionKeys.all, 'preview', plan, startTs] as const,
  invoices: () => [...subscriptionKeys.all, 'invoices'] as const,
};
