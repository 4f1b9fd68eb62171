import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { fetchSelfEarly, takeSelf } from './get-self';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn() } }));
const get = vi.mocked(api.get);

describe('the early sign-in check', () => {
  beforeEach(() => get.mockReset());

  it('is sent once, taken by the first check, and a later check asks again', async () => {
    get.mockResolvedValueOnce({ data: { id: 'early' } } as never);
    get.mockResolvedValueOnce({ data: { id: 'later' } } as never);
    fetchSelfEarly();
    expect(get).toHaveBeenCalledTimes(1);
    await expect(takeSelf()).resolves.toEqual({ id: 'early' });
    expect(get).toHaveBeenCalledTimes(1);
    await expect(takeSelf()).resolves.toEqual({ id: 'later' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('hands its failure to the check that takes it', async () => {
    get.mockRejectedValueOnce(new Error('offline'));
    fetchSelfEarly();
    await Promise.resolve();
    await expect(takeSelf()).rejects.toThrow('offline');
  });
});
