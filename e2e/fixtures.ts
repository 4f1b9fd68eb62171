import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  manager: { username: 'manager', password: 'manager-demo-1' },
  vendor: { username: 'vendor', password: 'vendor-demo-1' },
  admin: { username: 'admin', password: 'admin-demo-1' },
  lapsed: { username: 'lapsed', password: 'lapsed-demo-1' },
} as const;

export type DemoRole = keyof typeof DEMO;

export async function login(page: Page, role: DemoRole) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(DEMO[role].username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO[role].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/(home|permission-denied)$/);
}

// Saved for people to look at, next to the test output.
export async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'output', 'screenshots', `${name}.png`),
    fullPage: true,
  });
}

// DESIGN.md §8: fail on serious or critical accessibility violations.
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
