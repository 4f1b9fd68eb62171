// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CO_MANAGER_PATHS, PROTECTED_PATHS, routeFor } from './route-table';
import { staffLandingPath } from './routes/staff/landing-path';

const OWNER_ONLY = [paths.staff];

describe('routeFor staff', () => {
  it("gives staff their own Profile at /account, never the manager's account page", () => {
    for (const staffRole of ['STAFF', 'CO_MANAGER'] as const) {
      const entry = routeFor({ role: 'MARKET_STAFF', staffRole, path: paths.account });
      expect(entry?.title).toBe('Profile');
      expect(entry?.Component).not.toBe(routeFor({ role: 'MARKET_MANAGER', path: paths.account })?.Component);
    }
  });

  it('opens checkout, transactions, markets and the inbox to market staff', () => {
    for (const path of [
      paths.checkoutOptions,
      paths.checkout,
      paths.transactions,
      paths.markets,
      paths.market,
    ]) {
      expect(routeFor({ role: 'MARKET_STAFF', staffRole: 'STAFF', path }), path).not.toBeNull();
    }
    expect(routeFor({ role: 'MARKET_STAFF', staffRole: 'STAFF', path: paths.inbox })).not.toBeNull();
  });

  it('keeps market editing, vendors, tokens, balances, reports, documents and applications for co-managers', () => {
    // The pages themselves, as a set: a page dropped from the source's list fails here.
    expect(new Set(CO_MANAGER_PATHS)).toEqual(
      new Set([
        paths.applications,
        paths.balances,
        paths.documents,
        paths.marketRules,
        paths.marketSettings,
        paths.reports,
        paths.tokens,
        paths.vendors,
      ]),
    );
    for (const path of CO_MANAGER_PATHS) {
      expect(routeFor({ role: 'MARKET_STAFF', staffRole: 'STAFF', path }), path).toBeNull();
      expect(routeFor({ role: 'MARKET_STAFF', staffRole: 'CO_MANAGER', path }), path).not.toBeNull();
    }
  });

  it('refuses the owner-only pages to every staff role (the guard sends them to their landing page)', () => {
    for (const staffRole of ['STAFF', 'CO_MANAGER', null] as const) {
      for (const path of OWNER_ONLY) {
        expect(routeFor({ role: 'MARKET_STAFF', staffRole, path }), `${staffRole} ${path}`).toBeNull();
      }
    }
  });

  it('treats a staff user without a known staff role as market staff', () => {
    expect(routeFor({ role: 'MARKET_STAFF', staffRole: null, path: paths.tokens })).toBeNull();
    expect(routeFor({ role: 'MARKET_STAFF', staffRole: null, path: paths.transactions })).not.toBeNull();
  });

  it('gives the manager the Staff page on any plan, and registers it', () => {
    expect(routeFor({ role: 'MARKET_MANAGER', path: paths.staff })).toMatchObject({ access: 'ACCOUNT_ONLY' });
    expect(routeFor({ role: 'VENDOR', path: paths.staff })).toBeNull();
    expect(PROTECTED_PATHS).toContain(paths.staff);
  });
});

describe('staffLandingPath', () => {
  it('lands on checkout with a full plan, transactions off-season, and the explanation otherwise', () => {
    expect(staffLandingPath('FULL')).toBe(paths.checkoutOptions);
    expect(staffLandingPath('OFF_SEASON')).toBe(paths.transactions);
    expect(staffLandingPath('ACCOUNT_ONLY')).toBe(paths.permissionDenied);
    expect(staffLandingPath(null)).toBe(paths.permissionDenied);
  });
});
