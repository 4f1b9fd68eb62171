import type { BillingPlan, ProrationPreview, Subscription } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeBillingPlan, decodeSubscription } from '@/entities/subscription/subscription-money';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { ChangePlanDialog } from './change-plan-dialog';
import { renewalSummary } from './subscription-text';

const refreshIdentity = vi.fn(async () => {});
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ refreshIdentity }) }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}));

const PLANS: BillingPlan[] = [
  {
    plan: 'year_round_sm',
    name: 'Year-round Small',
    description: '',
    group: 'year_round',
    amount: 29,
    max_vendors: 25,
  },
  {
    plan: 'year_round_md',
    name: 'Year-round Medium',
    description: '',
    group: 'year_round',
    amount: 49,
    max_vendors: 50,
  },
  {
    plan: 'seasonal_off_season',
    name: 'Off-season',
    description: '',
    group: 'off_season',
    amount: 9,
    max_vendors: null,
  },
];

const ACTIVE: Subscription = {
  plan: 'year_round_sm',
  plan_name: 'Year-round Small',
  status: 'active',
  renewal_date: '2026-05-01T15:30:00.000Z',
  ends_at: null,
  trial_end: null,
  current_period_start: '2026-04-01T15:30:00.000Z',
  current_period_end: '2026-05-01T15:30:00.000Z',
  cancel_at_period_end: false,
  active_vendors_count: 3,
  max_vendors: 25,
  amount_due_next_billing: 29,
  customer_credit_balance: 0,
  provider: 'local',
};

const PREVIEW: ProrationPreview = {
  kind: 'change',
  plan: 'year_round_md',
  plan_name: 'Year-round Medium',
  amount_due_now: 13.33,
  credit: 19.33,
  credit_applied: 0,
  customer_credit_balance: 0,
  new_monthly_price: 49,
  period_end: '2026-05-01T15:30:00.000Z',
  trial_end: null,
  lines: [
    { description: 'Unused time on Year-round Small', amount: -19.33, period_start: '', period_end: '' },
    { description: 'Remaining time on Year-round Medium', amount: 32.67, period_start: '', period_end: '' },
  ],
};

// The fixtures are the API's answers, in dollars; the dialog is handed them as the subscription entity reads them.
function renderDialog(subscription: Subscription) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ChangePlanDialog
      open
      onOpenChange={onOpenChange}
      subscription={decodeSubscription(subscription)}
      plans={PLANS.map(decodeBillingPlan)}
    />,
  );
  return { onOpenChange };
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('ChangePlanDialog', () => {
  it('shows the proration preview before the change can be confirmed, then creates it', async () => {
    const user = userEvent.setup();
    vi.mocked(api.get).mockResolvedValue({ data: PREVIEW });
    vi.mocked(api.post).mockResolvedValue({
      data: { message: 'Subscription created successfully.', data: { subscription: ACTIVE, plans: PLANS } },
    });
    const { onOpenChange } = renderDialog(ACTIVE);

    // The running plan cannot be picked again.
    expect(screen.getByRole('radio', { name: /Year-round Small/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Review change' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Year-round Medium/ }));
    expect(api.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Review change' }));

    const preview = await screen.findByTestId('proration-preview');
    expect(api.get).toHaveBeenCalledWith('/users/subscription_proration_preview', {
      params: { plan: 'year_round_md' },
    });
    expect(within(preview).getByText('$13.33')).toBeInTheDocument();
    expect(within(preview).getByText('Unused time on Year-round Small')).toBeInTheDocument();
    expect(within(preview).getByText('-$19.33')).toBeInTheDocument();
    expect(within(preview).getByText(/From 05\/01\/2026 you pay \$49\.00 \/ month/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm and pay $13.33' }));
    expect(api.post).toHaveBeenCalledWith('/users/create_stripe_subscription', { plan: 'year_round_md' });
    expect(await screen.findByText('Subscription created successfully.')).toBeInTheDocument();
    expect(refreshIdentity).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('in a trial, billing starts when the trial ends unless the manager picks today', async () => {
    const user = userEvent.setup();
    const trial: Subscription = {
      ...ACTIVE,
      status: 'trialing',
      renewal_date: null,
      ends_at: '2026-04-15T15:30:00.000Z',
      trial_end: '2026-04-15T15:30:00.000Z',
    };
    vi.mocked(api.get).mockResolvedValue({
      data: { ...PREVIEW, kind: 'trial', amount_due_now: 0, lines: [], trial_end: trial.trial_end },
    });
    renderDialog(trial);
    await user.click(screen.getByRole('radio', { name: /Year-round Small/ }));
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    expect(await screen.findByText(/Your free trial continues until 04\/15\/2026/)).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith('/users/subscription_proration_preview', {
      params: { plan: 'year_round_sm', start_ts: Date.parse('2026-04-15T15:30:00Z') / 1000 },
    });
    expect(screen.getByRole('button', { name: 'Confirm change' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /^Today/ }));
    expect(api.get).toHaveBeenLastCalledWith('/users/subscription_proration_preview', {
      params: { plan: 'year_round_sm' },
    });
  });
});

describe('renewalSummary', () => {
  it('says what happens next', () => {
    const active = decodeSubscription(ACTIVE);
    expect(renewalSummary(active)).toBe('Renews on 05/01/2026');
    expect(
      renewalSummary({
        ...active,
        cancel_at_period_end: true,
        renewal_date: null,
        ends_at: active.current_period_end,
      }),
    ).toBe('Ends on 05/01/2026');
    expect(renewalSummary({ ...active, status: 'canceled', renewal_date: null })).toBe(
      'No active plan. Choose a plan to open your markets again.',
    );
    expect(renewalSummary(null)).toBe('No active plan. Choose a plan to open your markets again.');
  });
});
