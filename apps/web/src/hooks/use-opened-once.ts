import { useState } from 'react';

/**
 * True from the first time `open` is true: mount a dialog loaded on demand then, and keep it mounted so it can
 * animate closed. Issue 32: the shell's sheets (and Radix's dialog code) no longer load with every page.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
