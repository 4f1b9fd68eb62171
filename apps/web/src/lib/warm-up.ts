import { cn } from './cn';

// A signed-in visit, once the entry has run, waits on the network for the shell, the page and the identity check.
// Two one-off costs that every signed-in page otherwise pays in the middle of its first render are paid in that
// wait instead, each in its own task: the start of the browser's ICU (the first Intl format of any kind: money,
// a date at a market's zone; 120-200 ms on a phone's CPU) and tailwind-merge's class map (the first cn() call,
// 100-150 ms). Issue 32, docs/decisions/038-page-weight-and-first-screen.md ("Third pass").
export function warmUpWhileWaiting(): void {
  setTimeout(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0), 0);
  setTimeout(() => cn('p-1', 'p-2'), 0);
}
