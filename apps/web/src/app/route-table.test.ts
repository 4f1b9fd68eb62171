// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { CO_MANAGER_PATHS, PROTECTED_PATHS, pageAt, routeFor } from './route-table';
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

describe('pageAt (loading the page a returning user will see, during the sign-in check)', () => {
  it("gives each role its own page at the same path, and staff their role's", () => {
    const at = (role: Parameters<typeof pageAt>[0]['role'], staffRole: 'STAFF' | 'CO_MANAGER' | null) =>
      pageAt({ role, staffRole, pathname: paths.home });
    expect(at('VENDOR', null)).toBe(routeFor({ role: 'VENDOR', path: paths.home })?.Component);
    expect(at('MARKET_MANAGER', null)).toBe(
      routeFor({ role: 'MARKET_MANAGER', path: paths.home })?.Component,
    );
    expect(at('VENDOR', null)).not.toBe(at('MARKET_MANAGER', null));
    expect(at('MARKET_STAFF', 'STAFF')).toBe(
      routeFor({ role: 'MARKET_STAFF', staffRole: 'STAFF', path: paths.home })?.Component,
    );
  });

  it('matches the path as the router does, and has nothing for a page the role does not get', () => {
    expect(pageAt({ role: 'MARKET_MANAGER', staffRole: null, pathname: `${paths.checkout}/` })).toBe(
      routeFor({ role: 'MARKET_MANAGER', path: paths.checkout })?.Component,
    );
    expect(pageAt({ role: 'VENDOR', staffRole: null, pathname: paths.checkout })).toBeNull();
    expect(pageAt({ role: 'MARKET_STAFF', staffRole: 'STAFF', pathname: paths.reports })).toBeNull();
    expect(pageAt({ role: 'VENDOR', staffRole: null, pathname: '/no-such-page' })).toBeNull();
    expect(pageAt({ role: 'CUSTOMER', staffRole: null, pathname: paths.home })).toBeNull();
  });
});
