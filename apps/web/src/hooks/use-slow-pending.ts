import { useEffect, useState } from 'react';

/** Slow after this long: a request at a market stall that has not answered by now is worth a word. */
export const SLOW_REQUEST_MS = 4_000;

/** True once `isPending` has stayed true for `delayMs`; false again as soon as it ends. */
export function useSlowPending(isPending: boolean, delayMs = SLOW_REQUEST_MS): boolean {
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isPending) {
      setIsSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setIsSlow(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isPending, delayMs]);
  return isPending && isSlow;
}
