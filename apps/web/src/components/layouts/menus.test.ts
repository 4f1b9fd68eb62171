// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menuForRole } from './menus';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const NEVER_FOR_STAFF = ['Home', 'Staff', 'Account', 'Billing'];

describe('menuForRole', () => {
  it('gives the manager every page, in the order of the spec', () => {
    expect(titles(menuForRole({ role: 'MARKET_MANAGER' }))).toEqual([
      'Home',
      'Checkout',
      'Vendors',
      'Transactions',
      'Markets',
      'Season',
      'Booth map',
      'Tokens',
      'Balances',
      'Reports',
      'Documents',
      'Applications',
      'Inbox',
      'Staff',
    ]);
  });

  it('gives market staff checkout, transactions, their markets, the season, the booth map and the inbox', () => {
    expect(titles(menuForRole({ role: 'MARKET_STAFF', staffRole: 'STAFF' }))).toEqual([
      'Checkout',
      'Transactions',
      'Markets',
      'Season',
      'Booth map',
      'Inbox',
    ]);
  });

  it('gives a co-manager vendors, tokens, balances, reports, documents and applications besides', () => {
    expect(titles(menuForRole({ role: 'MARKET_STAFF', staffRole: 'CO_MANAGER' }))).toEqual([
      'Checkout',
      'Transactions',
      'Markets',
      'Season',
      'Booth map',
      'Vendors',
      'Tokens',
      'Balances',
      'Reports',
      'Documents',
      'Applications',
      'Inbox',
    ]);
    expect(titles(menuForRole({ role: 'MARKET_STAFF', staffRole: 'STAFF' }))).not.toContain('Reports');
    expect(titles(menuForRole({ role: 'MARKET_STAFF', staffRole: 'STAFF' }))).not.toContain('Vendors');
    expect(titles(menuForRole({ role: 'MARKET_STAFF', staffRole: 'STAFF' }))).not.toContain('Documents');
  });

  it('never lists the owner-only pages for either staff role', () => {
    for (const staffRole of ['STAFF', 'CO_MANAGER'] as const) {
      const items = titles(menuForRole({ role: 'MARKET_STAFF', staffRole }));
      expect(items.filter((title) => NEVER_FOR_STAFF.includes(title))).toEqual([]);
    }
  });

  it('falls back to the market staff menu while the staff role is unknown', () => {
    expect(menuForRole({ role: 'MARKET_STAFF', staffRole: null })).toEqual(
      menuForRole({ role: 'MARKET_STAFF', staffRole: 'STAFF' }),
    );
  });

  it('puts Staff at the end of the manager menu, reachable on any plan', () => {
    const items = menuForRole({ role: 'MARKET_MANAGER' });
    expect(items.at(-1)).toMatchObject({ title: 'Staff', to: '/staff', access: 'ACCOUNT_ONLY' });
  });

  it('ignores a staff role for the other roles', () => {
    expect(menuForRole({ role: 'VENDOR', staffRole: 'CO_MANAGER' })).toEqual(menuForRole({ role: 'VENDOR' }));
    expect(menuForRole({ role: 'CUSTOMER' })).toEqual([]);
    expect(menuForRole({ role: null })).toEqual([]);
  });
});
