import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HistorySheet } from './history-sheet';

type Entry = { id: string; text: string };
const ENTRIES: Entry[] = [
  { id: 'a', text: 'Opened' },
  { id: 'b', text: 'Corrected' },
];

function renderSheet(props: Partial<ComponentProps<typeof HistorySheet<Entry>>> = {}) {
  return render(
    <HistorySheet<Entry>
      open
      onOpenChange={() => {}}
      title="Account history"
      description="Market Match"
      isLoading={false}
      skeleton={{ rows: 3, className: 'h-12' }}
      error={null}
      entries={undefined}
      emptyMessage="No changes recorded yet."
      listLabel="Changes, oldest first"
      getKey={(entry) => entry.id}
      renderEntry={(entry) => <li>{entry.text}</li>}
      {...props}
    />,
  );
}

describe('HistorySheet', () => {
  it('shows placeholders while loading, and neither the list nor the empty line', () => {
    renderSheet({ isLoading: true });
    const dialog = screen.getByRole('dialog', { name: 'Account history' });
    expect(dialog.querySelector('[aria-busy="true"]')?.children).toHaveLength(3);
    expect(screen.queryByText('No changes recorded yet.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when the history is empty', () => {
    renderSheet({ entries: [] });
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error the server answered', () => {
    renderSheet({ error: new Error('The history could not be loaded.') });
    expect(screen.getByText('The history could not be loaded.')).toBeInTheDocument();
  });

  it('lists each entry as the caller draws it, in an ordered list when asked', () => {
    renderSheet({ entries: ENTRIES, isOrdered: true });
    const list = screen.getByRole('list', { name: 'Changes, oldest first' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Opened', 'Corrected']);
    expect(screen.queryByText('No changes recorded yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more changes' })).toBeNull();
  });

  it('counts what is shown and loads the next page from the button under the list', async () => {
    const query = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: vi.fn() };
    renderSheet({ entries: ENTRIES, loadMore: { query, label: 'Show more changes', total: 5 } });
    expect(screen.getByText('Showing 2 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more changes' }));
    expect(query.fetchNextPage).toHaveBeenCalledOnce();
  });
});
