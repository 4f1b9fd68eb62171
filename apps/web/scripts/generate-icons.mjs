// Renders the app icons of the web app manifest from the brand mark (public/favicon.svg) with the system
// Chromium, and writes them to public/. Run again after changing the mark:
//   node apps/web/scripts/generate-icons.mjs
// - icon-192.png, icon-512.png: the mark as it is (a round badge on a transparent background), purpose "any".
// - icon-maskable-512.png: the leaf on a full square of the brand green, for launchers that cut their own
//   shape (the leaf stays well inside the central 80% safe zone).
// - apple-touch-icon.png (180): the same opaque square; iOS fills transparency with black and rounds the corners.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const leaf = mark.match(/<path [^>]*\/>/)?.[0];
const green = mark.match(/<circle [^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!leaf || !green) throw new Error('favicon.svg no longer has the circle and leaf this script expects');
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/>${leaf}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: square },
  { file: 'apple-touch-icon.png', size: 180, svg: square },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
    console.info(`wrote public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
