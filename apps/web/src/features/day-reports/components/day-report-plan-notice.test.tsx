import type { AccessLevel, Role } from '@marketday/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import { stubDayReportServer } from '../testing/day-report-fixtures';
import { DayReportModal } from './day-report-modal';
import { DAY_REPORT_PLAN_MESSAGES } from './day-report-plan-notice';

const auth: { appAccess: AccessLevel; appRole: Role } = {
  appAccess: 'OFF_SEASON',
  appRole: 'MARKET_MANAGER',
};
vi.mock('@/lib/auth', () => ({ useAuthIfProvided: () => auth }));

function renderModal() {
  stubDayReportServer();
  renderWithProviders(<DayReportModal open onOpenChange={vi.fn()} marketId="m-1" marketDate="2025-06-07" />);
}

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
