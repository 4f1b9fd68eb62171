// No account: a page of its own. The accessibility check every journey relies on (fixtures.ts) still finds what it
// must: it runs axe-core itself rather than through @axe-core/playwright, and a check that ran nothing would pass
// every screen.
import { axeResults, expect, expectAccessible, test } from '../fixtures';

const BROKEN = `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main>
  <h1>Probe</h1>
  <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
  <p style="color:#bbb;background:#fff">Faint text</p>
</main></body></html>`;

test('the accessibility check finds a nameless button and faint text, and passes them once fixed', async ({
  page,
}) => {
  await page.setContent(BROKEN);
  const found = (await axeResults(page)).violations.map((v) => `${v.id} ${v.impact}`);
  expect(found).toEqual(expect.arrayContaining(['button-name critical', 'color-contrast serious']));
  // Once the page is fixed the same page, with axe already in it, passes.
  await page.evaluate(() => {
    document.querySelector('button')?.setAttribute('aria-label', 'Close');
    document.querySelector('p')?.setAttribute('style', 'color:#333;background:#fff');
  });
  await expectAccessible(page);
});
