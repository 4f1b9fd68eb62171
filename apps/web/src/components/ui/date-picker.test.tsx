import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '@/test/controlled-value';
import { DatePicker } from './date-picker';

function Controlled({
  initial = null,
  onValue,
  latest,
}: {
  initial?: Date | null;
  onValue?: (date: Date | null) => void;
  latest?: Date;
}) {
  const bound = useControlledValue<Date | null>(initial, onValue);
  return (
    <>
      <label htmlFor="date">Market date</label>
      <DatePicker id="date" latest={latest} {...bound} />
    </>
  );
}

const field = () => screen.getByLabelText('Market date') as HTMLInputElement;

describe('DatePicker', () => {
  // The calendar loads on first open (date-picker.tsx): loaded here once, so no test waits on its first import.
  beforeAll(async () => {
    await import('./calendar');
  });

  it('reads a typed mm/dd/yyyy date as local midnight, adding the slashes itself', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    expect(field()).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.type(field(), '07042025');
    expect(field()).toHaveValue('07/04/2025');
    expect(onValue).toHaveBeenLastCalledWith(new Date(2025, 6, 4));
    expect(screen.queryByText('Invalid date format')).not.toBeInTheDocument();
  });

  it("shows 'Invalid date format' for a date that does not exist", async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(field(), '02/30/2024');
    expect(screen.getByText('Invalid date format')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Invalid date format');
    expect(onValue).not.toHaveBeenCalledWith(expect.any(Date));
  });

  it('waits for blur before flagging a half-typed date', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '03/1');
    expect(screen.queryByText('Invalid date format')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Invalid date format')).toBeInTheDocument();
  });

  it('clears the value when the text is emptied', async () => {
    const onValue = vi.fn();
    render(<Controlled initial={new Date(2024, 0, 5)} onValue={onValue} />);
    expect(field()).toHaveValue('01/05/2024');
    await userEvent.clear(field());
    expect(onValue).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    expect(screen.queryByText('Invalid date format')).not.toBeInTheDocument();
  });

  it('formats a pasted date', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(field());
    await userEvent.paste('2024-3-9');
    expect(field()).toHaveValue('03/09/2024');
    expect(onValue).toHaveBeenLastCalledWith(new Date(2024, 2, 9));
  });

  it('picks a day from the calendar', async () => {
    const onValue = vi.fn();
    render(<Controlled initial={new Date(2024, 0, 5)} onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^20 January 2024/ }));
    expect(onValue).toHaveBeenLastCalledWith(new Date(2024, 0, 20));
    expect(field()).toHaveValue('01/20/2024');
  });

  it('offers no day after the latest one', async () => {
    const onValue = vi.fn();
    render(<Controlled initial={new Date(2024, 0, 5)} latest={new Date(2024, 0, 10)} onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: /^10 January 2024/ })).toBeEnabled();
    const later = screen.getByRole('button', { name: /^11 January 2024/ });
    expect(later).toBeDisabled();
    await userEvent.click(later);
    expect(onValue).not.toHaveBeenCalled();
  });
});
