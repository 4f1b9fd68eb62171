// A lazy part's code held back until the test lets it arrive, as on a slow phone where the person gets there first.
// A test file's vi.mock factory returns `heldImport(importOriginal)`, which awaits `held.arrived`; the module registry
// is the file's own (web-mocks), so each file holds one import once.
let release = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});

export const held = { arrived, release: () => release() };

/** A vi.mock factory's body: the real module, once the test has let it arrive. */
export async function heldImport<T>(importOriginal: () => Promise<T>): Promise<T> {
  await arrived;
  return importOriginal();
}
