import type { VendorBooth } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { VendorBoothCard } from './vendor-booth-card';

const LAYOUT: VendorBooth['layout'] = {
  width_ft: 30,
  height_ft: 20,
  items: [
    { id: 'b3', kind: 'BOOTH', label: 'A3', x: 0, y: 0, w: 10, h: 10 },
    { id: 'b4', kind: 'BOOTH', label: 'A4', x: 10, y: 0, w: 10, h: 10 },
  ],
};

const riverside: VendorBooth = {
  market_id: 'm1',
  market_name: 'Riverside',
  date: '2026-06-13',
  booth: { id: 'b3', label: 'A3', size: '10x10' },
  layout: LAYOUT,
};
const hillside: VendorBooth = { ...riverside, market_id: 'm2', market_name: 'Hillside', booth: null };

function renderCard(booths: VendorBooth[], marketId?: string) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: booths });
  return renderWithProviders(<VendorBoothCard marketId={marketId} />);
}

describe('VendorBoothCard', () => {
  it("names each market's next day and booth, draws the booth strongly, and says when there is none", async () => {
    renderCard([riverside, hillside]);
    expect(await screen.findByText('Saturday 06/13: booth A3 (10x10)')).toBeInTheDocument();
    expect(screen.getByText('Saturday 06/13. No booth assigned yet')).toBeInTheDocument();
    const map = screen.getByRole('img', { name: 'Riverside: your booth A3' });
    expect(map.querySelector('[data-item-id="b3"] rect')).toHaveClass('stroke-primary');
    expect(map.querySelector('[data-item-id="b4"] rect')).not.toHaveClass('stroke-primary');
    // No map for a market where the vendor has no booth.
    expect(screen.getAllByRole('img', { name: /your booth/ })).toHaveLength(1);
  });

  it('shows only the given market', async () => {
    renderCard([riverside, hillside], 'm2');
    expect(await screen.findByText('Saturday 06/13. No booth assigned yet')).toBeInTheDocument();
    expect(screen.queryByText(/booth A3/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hillside' })).not.toBeInTheDocument();
  });

  it('shows nothing for a vendor without markets', async () => {
    const { container } = renderCard([]);
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(api.get).toHaveBeenCalledWith('/vendors/self/booths');
    expect(screen.queryByRole('group', { name: 'Your booth' })).not.toBeInTheDocument();
  });
});
