import type { AccessLevel, Role } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { api } from '@/lib/api-client';
import { DayReportModal } from './day-report-modal';
import { DAY_REPORT_PLAN_MESSAGES } from './day-report-plan-notice';

const auth: { appAccess: AccessLevel; appRole: Role } = {
  appAccess: 'OFF_SEASON',
  appRole: 'MARKET_MANAGER',
};
vi.mock('@/lib/auth', () => ({ useAuthIfProvided: () => auth }));

function renderModal() {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/calculated'))
      return { data: { transaction_income: 0, tokens_returned: [], custom_fields: [] } };
    if (url.endsWith('/day-reports')) return { data: [] };
    return { data: { market_tokens: [], vendors: [], checked_out: [] } };
  });
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AlertsProvider>
          <DayReportModal open onOpenChange={vi.fn()} marketId="m-1" marketDate="2025-06-07" />
        </AlertsProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DayReportModal on a plan that only reads', () => {
  it('tells an off-season manager why there is no form, and where to change the plan', async () => {
    Object.assign(auth, { appAccess: 'OFF_SEASON', appRole: 'MARKET_MANAGER' });
    renderModal();
    expect(await screen.findByText(DAY_REPORT_PLAN_MESSAGES.manager)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByLabelText('Expenses')).not.toBeInTheDocument();
  });

  it("tells staff it is their manager's plan, without a link they cannot use", async () => {
    Object.assign(auth, { appAccess: 'OFF_SEASON', appRole: 'MARKET_STAFF' });
    renderModal();
    expect(await screen.findByText(DAY_REPORT_PLAN_MESSAGES.staff)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Account' })).not.toBeInTheDocument();
  });

  it('shows the form on a full plan', async () => {
    Object.assign(auth, { appAccess: 'FULL', appRole: 'MARKET_MANAGER' });
    renderModal();
    expect(await screen.findByLabelText('Expenses')).toBeInTheDocument();
    expect(screen.queryByText(DAY_REPORT_PLAN_MESSAGES.manager)).not.toBeInTheDocument();
  });
});
