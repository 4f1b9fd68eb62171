// Work the first screen does not need (the service worker, the device's saved data, the market days kept for
// offline use, lazy code) waits until the page has loaded, its first data has been drawn, and the main thread is
// idle, or at most IDLE_WAIT_MS after that: on a slow phone it otherwise competes with the page for the network and
// the CPU (issue 32, docs/decisions/038-page-weight-and-first-screen.md).
export const IDLE_WAIT_MS = 2_000;

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

// The page's own first data, drawn: a signed-in page draws its first screen only once its data has come, after the
// load event. Set by the app (app/first-data-drawn.ts); nothing to wait for until then.
let firstDataDrawn: Promise<void> = Promise.resolve();

export function waitForFirstData(drawn: Promise<void>): void {
  firstDataDrawn = drawn;
}

/**
 * Runs `work` after the load event and the page's first data drawn, when idle; returns a function that cancels it if
 * it has not run yet.
 */
export function afterFirstScreen(work: () => void): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  let cancelWait = () => {};
  const whenIdle = () => void firstDataDrawn.then(schedule);
  const schedule = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(() => !cancelled && work(), { timeout: IDLE_WAIT_MS });
      cancelWait = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = window.setTimeout(() => !cancelled && work(), 0);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancelWait = () => window.removeEventListener('load', whenIdle);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/** Runs `work` once the next frame has been painted (a frame, then a task); returns a function that cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
