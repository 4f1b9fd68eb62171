import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { MARKET_ID } from '../testing/day-report-fixtures';
import { DayReportsSection } from './day-reports-section';

// The modal is tested on its own; here only the night it is opened on matters.
vi.mock('./day-report-modal', () => ({
  DayReportModal: ({ marketDate }: { marketDate: string }) => <p data-testid="night">{marketDate}</p>,
}));

// 02:00 UTC on 25 November 2026: the device (UTC in tests) is on the 25th, California still on the 24th.
const EVENING_IN_CALIFORNIA = new Date('2026-11-25T02:00:00Z');

function renderSection(marketToday?: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING_IN_CALIFORNIA);
  vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
  renderWithProviders(
    <DayReportsSection marketId={MARKET_ID} marketName="Riverside" range={null} marketToday={marketToday} />,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DayReportsSection', () => {
  it('starts a new report on today at the market', async () => {
    const user = renderSection('2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));
    expect(screen.getByTestId('night')).toHaveTextContent('2026-11-24');
  });

  it("starts on today in the default zone, not the device's date, until the market is known", async () => {
    const user = renderSection(undefined);
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));
    expect(screen.getByTestId('night')).toHaveTextContent('2026-11-24');
  });
});
