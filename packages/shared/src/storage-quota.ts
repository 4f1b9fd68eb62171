import type { PlanTier } from './enums';

// What each account may keep in stored files (docs/limits.md, "Per-account limits"). Every stored version counts.
// A vendor account has the base quota; a manager's grows with the plan, and also holds the documents of the
// vendors they keep without an account.
export const DEFAULT_STORAGE_QUOTA_MB = 100;
// Versions kept of one document series besides the current one; older ones are removed when a new one comes.
export const DEFAULT_OLD_VERSIONS_KEPT = 5;

const PLAN_SIZE_FACTOR: Record<string, number> = { sm: 1, md: 2, lg: 5, xl: 10 };

export function storageQuotaBytes(baseMb: number, plan: PlanTier | null): number {
  const size = plan?.split('_').at(-1) ?? 'sm';
  return baseMb * (PLAN_SIZE_FACTOR[size] ?? 1) * 1024 * 1024;
}

// "3.2 MB", "850 KB": sizes as a person reads them.
export function formatBytes(bytes: number): string {
  // A file of a few bytes still takes room: "1 KB", never "0 KB".
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.ceil(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 100 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

export const STORAGE_MESSAGES = {
  full: (used: number, quota: number) =>
    `There is no room for this file: ${formatBytes(used)} of ${formatBytes(quota)} of storage is used. Delete documents you no longer need, then try again.`,
  usage: (used: number, quota: number) => `${formatBytes(used)} of ${formatBytes(quota)} used`,
} as const;
