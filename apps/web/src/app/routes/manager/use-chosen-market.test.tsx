import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildMarket, TestProviders } from '@/features/markets/testing/market-fixtures';
import { api } from '@/lib/api-client';
import { useChosenMarket } from './use-chosen-market';

const RIVERSIDE = buildMarket();
const DAVIS = buildMarket({ id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Davis Downtown' });

async function chosenAt(route: string) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: [RIVERSIDE, DAVIS] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders route={route}>{children}</TestProviders>
  );
  const { result } = renderHook(() => useChosenMarket(), { wrapper });
  await waitFor(() => expect(result.current.market).toBeDefined());
  return result.current.market?.name;
}

describe('useChosenMarket', () => {
  it('picks the market that ?market= names', async () => {
    expect(await chosenAt(`/balances?market=${DAVIS.id}`)).toBe('Davis Downtown');
  });

  it('falls back to the first market when ?market= is missing or unknown', async () => {
    expect(await chosenAt('/balances')).toBe(RIVERSIDE.name);
    expect(await chosenAt('/balances?market=no-such-market')).toBe(RIVERSIDE.name);
  });
});
