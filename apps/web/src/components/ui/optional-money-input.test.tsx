import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '@/test/controlled-value';
import { OptionalMoneyInput } from './optional-money-input';

function Controlled({
  initial,
  onValue,
}: {
  initial: number | null;
  onValue?: (value: number | null) => void;
}) {
  const bound = useControlledValue(initial, onValue);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <OptionalMoneyInput id="amount" max={100} {...bound} />
      <button type="button" onClick={() => bound.onChange(7)}>
        Set 7
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('OptionalMoneyInput', () => {
  it('starts empty for no amount and reports null, not 0, when emptied', async () => {
    const onValue = vi.fn();
    render(<Controlled initial={null} onValue={onValue} />);
    expect(field()).toHaveValue('');
    await userEvent.type(field(), '12.5');
    expect(onValue).toHaveBeenLastCalledWith(12.5);
    await userEvent.clear(field());
    expect(field()).toHaveValue('');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('refuses a keystroke past the largest amount and settles half-typed text on blur', async () => {
    render(<Controlled initial={null} />);
    await userEvent.type(field(), '1009');
    expect(field()).toHaveValue('100');
    await userEvent.clear(field());
    await userEvent.type(field(), '5.');
    await userEvent.tab();
    expect(field()).toHaveValue('5');
  });

  it('shows a value set from outside', async () => {
    render(<Controlled initial={3} />);
    expect(field()).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Set 7' }));
    expect(field()).toHaveValue('7');
  });
});
