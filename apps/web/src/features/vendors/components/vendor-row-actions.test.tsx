import type { Role, StaffRole } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { buildVendor } from '../testing/vendor-fixtures';
import { VendorRowActions } from './vendor-row-actions';

// A co-manager keeps the vendors of their markets but never deletes one: a vendor record is every market's
// (docs/decisions/029); the owner still can.
const auth = vi.hoisted(() => ({ appRole: 'MARKET_MANAGER' as Role, staffRole: null as StaffRole | null }));
vi.mock('@/lib/auth', () => ({ useAuthIfProvided: () => auth }));

const VENDOR = buildVendor({
  id: '2d1c0b3f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  business_name: 'Booth Bakery',
  type: 'NON_PRODUCER',
});

async function menuItems(role: Role, staffRole: StaffRole | null) {
  auth.appRole = role;
  auth.staffRole = staffRole;
  const user = userEvent.setup();
  const view = render(
    <TooltipProvider>
      <VendorRowActions vendor={VENDOR} onAction={() => {}} />
    </TooltipProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Actions for Booth Bakery' }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  view.unmount();
  return items;
}

describe('vendor row actions', () => {
  it('offer the owner Delete, and a co-manager everything but Delete', async () => {
    expect(await menuItems('MARKET_MANAGER', null)).toEqual([
      'Edit',
      'Assign to markets',
      'View products',
      'Delete',
    ]);
    expect(await menuItems('MARKET_STAFF', 'CO_MANAGER')).toEqual([
      'Edit',
      'Assign to markets',
      'View products',
    ]);
  });
});
