/**
 * Scrolls as little as needed to show the vendor's card and the tokens under it, clear of the app bar and the Money
 * Owed bar (their scroll margins): at 375×667 the vendor, Gross and every token are then in view with no scroll by
 * hand (issue 31). When they cannot all fit, the vendor and Gross win.
 */
export function revealEntry(from: Element) {
  const form = from.closest('form');
  if (!form) return;
  for (const part of ['[data-checkout-tokens]', '[data-checkout-vendor]']) {
    const element = form.querySelector(part);
    // jsdom has no layout, and no scrollIntoView.
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }
}
