// A lazy part's code held back until the test lets it arrive, as on a slow phone where the person gets there first.
// A test file's vi.mock factory awaits `held.arrived` before importing the real module; the module registry is the
// file's own (web-mocks), so each file holds one import once.
let release = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});

export const held = { arrived, release: () => release() };
