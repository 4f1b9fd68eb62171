import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '@/test/controlled-value';
import { MoneyInput } from './money-input';
import { NumericInput, type NumericInputProps } from './numeric-input';

function Controlled({
  initial = 0,
  onValue,
  as: Component = NumericInput,
  ...props
}: Partial<NumericInputProps> & {
  initial?: number;
  onValue?: (value: number) => void;
  as?: typeof NumericInput;
}) {
  const bound = useControlledValue(initial, onValue);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <Component id="amount" {...props} {...bound} />
      <output>{bound.value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('NumericInput', () => {
  it('removes the leading zero as the user types', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(field(), '5');
    expect(field()).toHaveValue('5');
    expect(onValue).toHaveBeenLastCalledWith(5);
  });

  it('ignores letters and a third decimal', async () => {
    render(<Controlled />);
    await userEvent.clear(field());
    await userEvent.type(field(), '1x2.345');
    expect(field()).toHaveValue('12.34');
    expect(screen.getByRole('status')).toHaveTextContent('12.34');
  });

  it('reports 0 for an emptied field and shows 0 again on blur', async () => {
    render(<Controlled initial={7} />);
    await userEvent.clear(field());
    expect(field()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('0');
    await userEvent.tab();
    expect(field()).toHaveValue('0');
  });

  it('ignores keystrokes that go past max', async () => {
    render(<Controlled max={100} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '1000');
    expect(field()).toHaveValue('100');
  });

  it('takes a minus sign only when negatives are allowed', async () => {
    const { unmount } = render(<Controlled />);
    await userEvent.clear(field());
    await userEvent.type(field(), '-3');
    expect(field()).toHaveValue('3');
    unmount();
    render(<Controlled allowNegative />);
    await userEvent.clear(field());
    await userEvent.type(field(), '-3');
    expect(field()).toHaveValue('-3');
  });

  it('shows a value set from outside', () => {
    const { rerender } = render(<NumericInput aria-label="n" value={1} onChange={() => {}} />);
    rerender(<NumericInput aria-label="n" value={2.5} onChange={() => {}} />);
    expect(screen.getByLabelText('n')).toHaveValue('2.5');
  });
});

describe('MoneyInput', () => {
  it('shows a $ prefix and refuses negatives by default', async () => {
    render(<Controlled as={MoneyInput} allowNegative={false} />);
    expect(screen.getByText('$')).toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.type(field(), '-12.50');
    expect(field()).toHaveValue('12.50');
  });
});
