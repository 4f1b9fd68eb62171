// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../build/api-prefixes';
import { navigationDenylist } from '../../build/navigation-denylist';
import { paths } from '../config/paths';

const denylist = navigationDenylist(API_PREFIXES);
// Workbox matches a navigation's path and query against the list.
const leftToNetwork = (pathAndQuery: string) => denylist.some((pattern) => pattern.test(pathAndQuery));

describe('navigations the service worker leaves to the network', () => {
  it('answers every page of the app with the app, with or without a query', () => {
    for (const path of Object.values(paths)) expect(leftToNetwork(path), path).toBe(false);
    expect(leftToNetwork('/checkout?market=m1&vendor=v1&date=2026-11-24')).toBe(false);
    expect(leftToNetwork('/documents?status=PAST_DUE')).toBe(false);
    expect(leftToNetwork('/reset-password/reset?token=a.b.c')).toBe(false);
    expect(leftToNetwork('/vendors')).toBe(false);
  });

  it('leaves API paths and files that are not precached to the server', () => {
    expect(leftToNetwork('/documents/files/9f1c?expires=1764000000&sig=abc')).toBe(true);
    expect(leftToNetwork('/documents/9f1c')).toBe(true);
    expect(leftToNetwork('/market-managers/markets')).toBe(true);
    expect(leftToNetwork('/users/self')).toBe(true);
    expect(leftToNetwork('/auth/login?next=1')).toBe(true);
    expect(leftToNetwork('/vendors/self/markets')).toBe(true);
    expect(leftToNetwork('/assets/index-abc123.js.map')).toBe(true);
    expect(leftToNetwork('/robots.txt')).toBe(true);
    // The public market page and its poster are rendered by the server, never by the offline app shell.
    expect(leftToNetwork('/m/davis-downtown')).toBe(true);
    expect(leftToNetwork('/m/davis-downtown/poster')).toBe(true);
    expect(leftToNetwork('/markets')).toBe(false);
  });
});
