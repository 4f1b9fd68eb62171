import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const REVERSED = 'Start date must be before or equal to end date';

// Replaces what a date field holds with `typed` (MMDDYYYY, as a user types it).
async function retype(user: UserEvent, label: string, typed: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, typed);
}

// In the shown custom range fields: a range of `year` that ends before it starts is refused with the spec
// message and never asked for (`lastParams` reads the newest request's params); once the end is moved after
// the start, the range is asked for and the message goes.
export async function expectReversedRangeRefused(user: UserEvent, lastParams: () => unknown, year: number) {
  await retype(user, 'Start date', `0610${year}`);
  await retype(user, 'End date', `0601${year}`);
  expect(await screen.findByText(REVERSED)).toBeInTheDocument();
  // The list keeps the last valid range rather than asking for a reversed one.
  expect(lastParams()).not.toMatchObject({ start_date: `${year}-06-10`, end_date: `${year}-06-01` });

  await retype(user, 'End date', `0620${year}`);
  await waitFor(() =>
    expect(lastParams()).toMatchObject({ start_date: `${year}-06-10`, end_date: `${year}-06-20` }),
  );
  expect(screen.queryByText(REVERSED)).not.toBeInTheDocument();
}
