// Whether the data kept on the device is back in the query cache yet. Online, the app starts without waiting for it
// (docs/decisions/038-page-weight-and-first-screen.md): the sign-in check and the page's queries go to the network at
// once, and the restore, which never replaces newer data, follows after the first screen. What must see the device's
// data first asks for it here: the sign-in check when the server cannot be reached, and the switch to another user
// (a restore already reading the previous user's data lands before that data is dropped).
let restored: Promise<void> = Promise.resolve();
let waitingRestore: (() => void) | null = null;

/** The restore waiting for the first screen: `whenRestored` starts it at once. Null once it has started. */
export function restoreWaiting(start: (() => void) | null) {
  waitingRestore = start;
}

/** Called with the running restore; whoever waits settles when it has finished or failed. */
export function restoreStarted(restore: Promise<unknown>) {
  waitingRestore = null;
  restored = restore.then(
    () => undefined,
    () => undefined,
  );
}

/** Settles when the device's data is in the cache (or could not be read), starting a restore still waiting. */
export function whenRestored(): Promise<void> {
  waitingRestore?.();
  return restored;
}
