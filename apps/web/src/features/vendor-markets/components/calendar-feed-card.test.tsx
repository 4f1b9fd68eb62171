import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { CalendarFeedCard } from './calendar-feed-card';

const OLD = 'https://marketday.example/calendar/old-secret.ics';
const NEW = 'https://marketday.example/calendar/new-secret.ics';

describe('the calendar link card', () => {
  it('shows the private link, copies it, and shows the new one once reset is confirmed', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: { url: OLD } } as never);
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'Your calendar link is new.', data: { url: NEW } } } as never);
    renderWithProviders(<CalendarFeedCard />);
    const link = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(link).toHaveValue(OLD);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://marketday.example/calendar/old-secret.ics',
    );

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(OLD);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is reset until the vendor confirms.
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(post).toHaveBeenCalledWith('/vendors/self/calendar/reset');
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
  });
});
