// Lighthouse (mobile preset, empty cache) on the first page and on the manager's home, in Debian's Chromium.
// The signed-in audit logs in through the API and puts the tokens where the web app keeps its session (the
// auth_token and refresh_token cookies, lib/session-cookies.ts); Lighthouse clears caches before each audit but
// keeps cookies. Builds and starts nothing: point it at a running server (`npm start`).
import { AUTH_COOKIE, REFRESH_COOKIE, type TokenResponse } from '@marketday/shared';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  transferKb: number;
};

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const DEMO_MANAGER = { username: 'manager', password: 'manager-demo-1' };

async function signIn(baseUrl: string): Promise<TokenResponse> {
  const form = new FormData();
  form.set('username', DEMO_MANAGER.username);
  form.set('password', DEMO_MANAGER.password);
  form.set('grant_type', 'password');
  const response = await fetch(new URL('/auth/login', baseUrl), { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Signing in as the demo manager failed: ${response.status}`);
  return (await response.json()) as TokenResponse;
}

async function audit(url: string, port: number, page: string): Promise<LighthouseRow> {
  // Lighthouse's default settings are the mobile preset: a Moto G Power screen, slow 4G and a 4× slower CPU
  // (simulated), with the browser cache cleared first.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
  };
}

/** Scores for /login (signed out) and /home (the demo manager), one Chromium for both. */
export async function lighthouseScores(baseUrl: string): Promise<LighthouseRow[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const rows = [await audit(new URL('/login', baseUrl).href, chrome.port, '/login')];
    const tokens = await signIn(baseUrl);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      await browser.setCookie(
        { name: AUTH_COOKIE, value: tokens.access_token, domain: new URL(baseUrl).hostname, path: '/' },
        { name: REFRESH_COOKIE, value: tokens.refresh_token, domain: new URL(baseUrl).hostname, path: '/' },
      );
    } finally {
      await browser.disconnect();
    }
    rows.push(await audit(new URL('/home', baseUrl).href, chrome.port, '/home (manager)'));
    return rows;
  } finally {
    chrome.kill();
  }
}
