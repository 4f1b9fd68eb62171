import { z } from 'zod';

export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

// The sidebar badge caps at '99+' (spec §2, §9).
export function formatUnreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
