import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

// The calendar's code could not be fetched (no network, not cached yet): the picker says so, typing still works.
vi.mock('./calendar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('DatePicker without its calendar', () => {
  it('says the calendar could not be loaded and takes a typed date', async () => {
    const onChange = vi.fn();
    render(<DatePicker value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(
      await screen.findByText(/The calendar could not be loaded\. Type the date as mm\/dd\/yyyy\./),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('textbox'), '01202024');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 0, 20));
  });
});
