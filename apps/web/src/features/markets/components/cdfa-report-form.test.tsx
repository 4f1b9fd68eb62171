import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { CdfaReportForm } from './cdfa-report-form';

const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
// 02:00 UTC on 1 January 2027: a new year and quarter on the device (UTC in tests), New Year's Eve in California.
const NEW_YEARS_EVE_IN_CALIFORNIA = new Date('2027-01-01T02:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

async function submittedQuarter(timeZone: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NEW_YEARS_EVE_IN_CALIFORNIA);
  const onSubmit = vi.fn(async () => undefined);
  render(
    <AlertsProvider>
      <CdfaReportForm
        marketId={MARKET_ID}
        timeZone={timeZone}
        isPending={false}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    </AlertsProvider>,
  );
  const create = screen.getByRole('button', { name: 'Create report' });
  await waitFor(() => expect(create).toBeEnabled());
  await userEvent.setup().click(create);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  return onSubmit.mock.calls[0];
}

describe('CdfaReportForm', () => {
  it("starts on the quarter today at the market is in, not the device's", async () => {
    expect(await submittedQuarter('America/Los_Angeles')).toEqual([
      { marketId: MARKET_ID, year: 2026, quarter: 4 },
    ]);
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveTextContent(
      'Q4 (10/01/2026 – 12/31/2026)',
    );
  });

  it('starts on the new quarter where the new year has begun at the market', async () => {
    expect(await submittedQuarter('Pacific/Auckland')).toEqual([
      { marketId: MARKET_ID, year: 2027, quarter: 1 },
    ]);
  });
});
