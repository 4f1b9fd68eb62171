import { MOBILE_BREAKPOINT_PX, SECOND_BREAKPOINT_PX } from '@marketday/shared';
import { useMediaQuery } from './use-media-query';

/** Under the mobile breakpoint (768 px): a phone. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}

/** Under the spec's second breakpoint (900 px): a phone or a small tablet. */
export function useIsNarrow(): boolean {
  return useMediaQuery(`(max-width: ${SECOND_BREAKPOINT_PX - 1}px)`);
}
