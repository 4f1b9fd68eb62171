import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import '@/lib/preact-options';

// findBy and waitFor give up after 5 s, not 1: on CI's busy 2-core runner (typecheck beside the unit lane) a lazy
// chunk's first import (the checkout's schema, a pending receipt's print) has taken over a second to arrive.
configure({ asyncUtilTimeout: 5_000 });

// Every test's spies (vi.spyOn: the api client, window, storage) end with it, so no test file repeats this; a test
// that switched the language leaves the next in English (the files share one registry, vitest.config.ts).
afterEach(async () => {
  vi.restoreAllMocks();
  cleanup();
  await activateLocale('en');
  globalThis.localStorage?.removeItem('marketday.language');
});

// jsdom has no matchMedia; default to a desktop-sized, motion-allowed screen. Tests may override it.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver; Radix measures arrows and checkboxes with it.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lacks pointer capture and scrollIntoView; Radix Select calls both when it opens.
if (typeof window !== 'undefined') {
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}
