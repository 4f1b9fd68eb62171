// A promise the test settles by hand, to hold code under test at a point until the test lets it go on (what
// Promise.withResolvers gives from Node 22; the API still runs on Node 20).
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
