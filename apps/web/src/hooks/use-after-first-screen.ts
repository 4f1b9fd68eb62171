import { useEffect, useState } from 'react';
import { afterFirstScreen } from '@/lib/after-first-screen';

/** False until the page has loaded and the main thread is idle (lib/after-first-screen.ts): mount extras then. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready;
}
