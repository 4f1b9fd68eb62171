import type { Market } from '@marketday/shared';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import { MarketForm } from '../components/market-form/market-form';

// The market builder lives with the market entity; kept under this name for the tests that import it from here.
export { buildMarket } from '@/entities/markets/testing/market-builder';

// The app's test providers, kept under this name for the tests that import them from here.
export { TestProviders } from '@/test/test-providers';

/** The market form, creating a market or editing `market`, with a submit that succeeds. */
export function renderMarketForm(market?: Market) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderWithProviders(<MarketForm market={market} cancelTo="/markets" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}
