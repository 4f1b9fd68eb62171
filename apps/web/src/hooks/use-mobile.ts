import { MOBILE_BREAKPOINT_PX, SECOND_BREAKPOINT_PX } from '@marketday/shared';
import { useSyncExternalStore } from 'react';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const NARROW_QUERY = `(max-width: ${SECOND_BREAKPOINT_PX - 1}px)`;

// Read synchronously so the first paint already picks the right sidebar (no desktop flash on phones).
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Under the mobile breakpoint (768 px): a phone. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Under the spec's second breakpoint (900 px): a phone or a small tablet. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
