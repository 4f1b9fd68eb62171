import type { ManagedApplication } from '@marketday/shared';

/** A vendor's pending application as the manager sees it, with no attendance yet; tests override what they are about. */
export const PENDING_APPLICATION: ManagedApplication = {
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
