import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadedList } from './loaded-list';

const LOADING = { label: 'Loading things…', placeholders: ['h-4'] };

function renderList(props: {
  items: string[] | undefined;
  error?: unknown;
  isLoading?: boolean;
  empty?: string;
}) {
  return render(
    <LoadedList
      query={{ data: props.items, error: props.error }}
      isLoading={props.isLoading}
      loading={LOADING}
      empty={props.empty}
    >
      {(items) => <p>{items.length === 0 ? 'the empty list' : items.join(', ')}</p>}
    </LoadedList>,
  );
}

describe('LoadedList', () => {
  it('shows the grey blocks until the items come, and again while they reload', () => {
    renderList({ items: undefined });
    expect(screen.getByText('Loading things…')).toBeInTheDocument();
    renderList({ items: ['old'], isLoading: true });
    expect(screen.queryByText('old')).not.toBeInTheDocument();
  });

  it('shows the error instead of earlier items', () => {
    renderList({ items: ['old'], error: new Error('Boom') });
    expect(screen.queryByText('old')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('draws the items, or its empty state, or the empty list when it has none', () => {
    renderList({ items: ['a', 'b'], empty: 'Nothing yet' });
    expect(screen.getByText('a, b')).toBeInTheDocument();
    renderList({ items: [], empty: 'Nothing yet' });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    renderList({ items: [] });
    expect(screen.getByText('the empty list')).toBeInTheDocument();
  });
});
