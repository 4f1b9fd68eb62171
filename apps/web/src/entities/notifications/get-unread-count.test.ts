import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { getUnreadCount } from './get-unread-count';

// The badge's answer is checked by hand (no zod in the shell): the same rule as UnreadCountSchema.
describe('getUnreadCount', () => {
  afterEach(() => vi.restoreAllMocks());
  const answer = (data: unknown) => vi.spyOn(api, 'get').mockResolvedValue({ data } as never);

  it('reads a whole, non-negative count', async () => {
    answer({ count: 3 });
    await expect(getUnreadCount()).resolves.toEqual({ count: 3 });
    answer({ count: 0 });
    await expect(getUnreadCount()).resolves.toEqual({ count: 0 });
  });

  it('refuses an answer that holds no such count', async () => {
    for (const data of [{}, null, { count: -1 }, { count: 1.5 }, { count: '3' }]) {
      answer(data);
      await expect(getUnreadCount(), JSON.stringify(data)).rejects.toThrow(
        'The unread count answer holds no count',
      );
    }
  });
});
