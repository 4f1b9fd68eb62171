import type { BillingPlan, ProrationPreview, Subscription } from '@marketday/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeBillingPlan, decodeSubscription } from '@/entities/subscription/subscription-money';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { ChangePlanDialog } from './change-plan-dialog';
import { SubscriptionStatusBadge } from './subscription-status-badge';
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
  lines: [],
};

afterEach(() => {
  vi.clearAllMocks();
});

describe('the subscription in Spanish', () => {
  it('chooses and reviews a plan in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    vi.mocked(api.get).mockResolvedValue({ data: PREVIEW });
    renderWithProviders(
      <ChangePlanDialog
        open
        onOpenChange={vi.fn()}
        subscription={decodeSubscription(ACTIVE)}
        plans={PLANS.map(decodeBillingPlan)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Elija un plan' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tipo de plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todo el año' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Plan actual')).toBeInTheDocument();
    expect(screen.getByText('$49.00 / mes')).toBeInTheDocument();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Year-round Medium/ }));
    await user.click(screen.getByRole('button', { name: 'Revisar cambio' }));
    const preview = await screen.findByTestId('proration-preview');
    expect(within(preview).getByText('A pagar hoy')).toBeInTheDocument();
    expect(
      within(preview).getByText(
        /^El cambio se aplica hoy\. A partir del 1 may\.? 2026 paga \$49\.00 \/ mes\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y pagar $13.33' })).toBeInTheDocument();
  });

  it('says the status and what comes next in Spanish', async () => {
    await chooseLocale('es');
    render(
      <SubscriptionStatusBadge
        subscription={{ ...ACTIVE, cancel_at_period_end: true, ends_at: ACTIVE.renewal_date }}
      />,
    );
    expect(screen.getByText('Activa')).toBeInTheDocument();
    expect(screen.getByText('Se cancelará')).toBeInTheDocument();
    expect(renewalSummary(decodeSubscription(ACTIVE))).toMatch(/^Se renueva el 1 may\.? 2026$/);
  });
});
