import { afterEach, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

type TestAppOptions = NonNullable<Parameters<typeof buildTestApp>[0]>;

/**
 * Gives every test of the file (or of the describe block it is called in) an app: built before the test, closed
 * after it (and so kept for the file's next test, docs/decisions/030-test-suite-time.md). The handle it returns
 * always reads the app of the test that is running, so `t.app`, `t.db`, `t.clock` and `signedInManager(t)` mean the
 * current test's. Options that hold state a test changes (a clock) are given as a function, made anew per test.
 * A test that needs other settings, a second app, or to close its app early still calls buildTestApp itself.
 */
export function useTestApp(options?: TestAppOptions | (() => TestAppOptions)): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = closedOnce(await buildTestApp(typeof options === 'function' ? options() : options));
  });
  afterEach(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!current) throw new Error(`the test app was read outside a test (${String(property)})`);
      return Reflect.get(current, property);
    },
  });
}

/**
 * For a file whose tests each build their app themselves (settings of their own, built mid-test): the function it
 * returns builds an app with buildTestApp and closes it after the test, as an afterEach of the file's own would.
 */
export function openTestApps(): (options?: TestAppOptions) => Promise<TestApp> {
  const opened: TestApp[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });
  return async (options) => {
    const app = closedOnce(await buildTestApp(options));
    opened.push(app);
    return app;
  };
}

// The app as a test sees it, whose close after the test does nothing when the test closed it already: by then the
// app may serve another test of the file, or be shut down, and closing it again would reset it under that test.
function closedOnce(app: TestApp): TestApp {
  let closing: Promise<void> | undefined;
  return {
    ...app,
    close: () => {
      closing ??= app.close();
      return closing;
    },
  };
}
