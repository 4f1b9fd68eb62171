import type { DocumentStatus } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentStatusBadge } from './status-badge';

const TODAY = '2026-11-22';

describe('DocumentStatusBadge', () => {
  it.each<[DocumentStatus, string | null, string]>([
    ['PAST_DUE', '2026-11-21', 'Due yesterday'],
    ['PAST_DUE', '2026-11-12', 'Due 10 days ago'],
    ['URGENT', '2026-11-22', 'Due today'],
    ['URGENT', '2026-11-23', 'Due tomorrow'],
    ['DUE_SOON', '2026-12-12', 'Due in 20 days'],
    ['UP_TO_DATE', '2027-03-01', 'Due in 99 days'],
    ['NO_DOCUMENT', null, 'No expiration found.'],
  ])('%s due %s reads "%s"', (status, expr, text) => {
    render(<DocumentStatusBadge status={status} expr={expr} today={TODAY} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('every status carries an icon next to its text, so colour is never the only signal', () => {
    const statuses: DocumentStatus[] = ['PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE', 'NO_DOCUMENT'];
    for (const status of statuses) {
      const { container, unmount } = render(
        <DocumentStatusBadge status={status} expr={null} today={TODAY} />,
      );
      expect(container.querySelector('svg')).not.toBeNull();
      expect(container.textContent).toBe('No expiration found.');
      unmount();
    }
  });

  it('prefers the server’s own wording when given', () => {
    render(<DocumentStatusBadge status="PAST_DUE" expr="2026-11-01" text="Due 21 days ago" today={TODAY} />);
    expect(screen.getByText('Due 21 days ago')).toBeInTheDocument();
  });
});
