import type { ManagedApplication } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING_APPLICATION } from '../../testing/application-fixtures';
import { ApplicationReviewCard } from './application-review-card';

function renderCard(attendance: ManagedApplication['attendance']) {
  render(
    <ApplicationReviewCard
      application={{ ...PENDING_APPLICATION, attendance }}
      renderDocumentStatus={() => null}
      onDecide={() => {}}
    />,
  );
}

describe('ApplicationReviewCard attendance record', () => {
  it('shows the vendor’s last 12 months beside the decision', () => {
    renderCard({ present: 18, late: 1, absent: 3 });
    expect(screen.getByText('Last 12 months: 18 present · 1 late · 3 no-shows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('says one no-show in the singular', () => {
    renderCard({ present: 4, late: 0, absent: 1 });
    expect(screen.getByText('Last 12 months: 4 present · 0 late · 1 no-show')).toBeInTheDocument();
  });

  it('shows nothing for a vendor never marked', () => {
    renderCard({ present: 0, late: 0, absent: 0 });
    expect(screen.queryByText(/Last 12 months/)).not.toBeInTheDocument();
  });
});
