import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VendorBalanceInCents } from '@/entities/balances/balance-money';
import { BalanceRowActions } from './balance-row-actions';

const BALANCE = { vendor_id: 'v1', vendor_name: 'Hill Honey' } as VendorBalanceInCents;

describe('BalanceRowActions', () => {
  it.each([
    ['Record payment for Hill Honey', 'Record payment', 'pay'],
    ['History of Hill Honey', 'History', 'history'],
    ['Statement for Hill Honey', 'Statement', 'statement'],
  ])('the button a screen reader hears as "%s" shows %s and asks for %s', async (name, text, action) => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<BalanceRowActions balance={BALANCE} onAction={onAction} />);
    const button = screen.getByRole('button', { name });
    expect(button).toHaveTextContent(text);
    await user.click(button);
    expect(onAction).toHaveBeenCalledWith(action, BALANCE);
  });
});
