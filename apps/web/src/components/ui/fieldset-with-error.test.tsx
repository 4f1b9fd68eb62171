import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldsetWithError } from './fieldset-with-error';

const props = { legend: 'Markets', errorId: 'm-error', className: 'grid', legendClassName: 'text-sm' };

describe('FieldsetWithError', () => {
  it('marks the group invalid and describes it by its error while there is one', () => {
    render(
      <FieldsetWithError {...props} error="Choose at least one market.">
        <input type="checkbox" aria-label="North" />
      </FieldsetWithError>,
    );
    const group = screen.getByRole('group', { name: 'Markets' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose at least one market.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'm-error');
  });

  it('points at no message without an error, and says so when there is nothing to choose', () => {
    render(
      <FieldsetWithError {...props} emptyText="Add a market first.">
        {null}
      </FieldsetWithError>,
    );
    const group = screen.getByRole('group', { name: 'Markets' });
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Add a market first.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
