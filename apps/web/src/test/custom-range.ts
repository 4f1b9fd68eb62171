import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Types a custom range's two dates (digits only, as people type them: MMDDYYYY), replacing what was there.
export async function typeCustomRange(user: UserEvent, start: string, end: string) {
  await user.clear(screen.getByLabelText('Start date'));
  await user.type(screen.getByLabelText('Start date'), start);
  await user.clear(screen.getByLabelText('End date'));
  await user.type(screen.getByLabelText('End date'), end);
}
