import { z } from 'zod';

// GET /documents/storage: what an account's documents use of its quota (./storage-quota.ts has the rules, without zod).
export const StorageUsageSchema = z.object({ used_bytes: z.number().int(), quota_bytes: z.number().int() });
export type StorageUsage = z.infer<typeof StorageUsageSchema>;
