import type { DocumentStatus } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentStatusBadge } from './status-badge';

describe('DocumentStatusBadge', () => {
  it.each<[DocumentStatus, string]>([
    ['PAST_DUE', 'Due yesterday'],
    ['URGENT', 'Due today'],
    ['DUE_SOON', 'Due in 20 days'],
    ['UP_TO_DATE', 'Due in 99 days'],
    ['NO_DOCUMENT', 'No expiration found.'],
  ])('shows %s with the server’s wording "%s"', (status, text) => {
    render(<DocumentStatusBadge status={status} text={text} />);
    expect(screen.getByText(text)).toHaveAttribute('data-status', status);
  });

  it('every status carries an icon next to its text, so colour is never the only signal', () => {
    const statuses: DocumentStatus[] = ['PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE', 'NO_DOCUMENT'];
    for (const status of statuses) {
      const { container, unmount } = render(<DocumentStatusBadge status={status} text="Server text" />);
      expect(container.querySelector('svg')).not.toBeNull();
      expect(container.textContent).toBe('Server text');
      unmount();
    }
  });
});
