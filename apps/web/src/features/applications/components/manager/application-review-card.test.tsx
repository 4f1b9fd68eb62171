import type { ManagedApplication } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationReviewCard } from './application-review-card';

const APPLICATION: ManagedApplication = {
  id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d',
  status: 'PENDING',
  message: 'Hello',
  reason: null,
  created_at: '2026-05-01T16:00:00.000Z',
  decided_at: null,
  market: { id: 'm', name: 'Davis Downtown Farmers Market', city: 'Davis', state: 'CA' },
  vendor: { id: 'v', business_name: 'Sunny Acres Farm', type: 'PRODUCER' },
  products: [],
  documents: [],
  attendance: { present: 0, late: 0, absent: 0 },
};

function renderCard(attendance: ManagedApplication['attendance']) {
  render(
    <ApplicationReviewCard
      application={{ ...APPLICATION, attendance }}
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
