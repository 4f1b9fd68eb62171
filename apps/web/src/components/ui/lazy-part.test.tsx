import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

// A load that answers when the test says so, or fails.
function controlledLoad() {
  const calls: { resolve: (part: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('lazyPart', () => {
  it('shows the fallback while the code loads, then the part with its props', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, <p>Loading the greeting</p>);
    render(<Part name="Ana" />);
    expect(screen.getByText('Loading the greeting')).toBeVisible();
    calls[0]?.resolve(Greeting);
    expect(await screen.findByText('Hello Ana')).toBeVisible();
    expect(screen.queryByText('Loading the greeting')).toBeNull();
  });

  it('loads its code once, and draws a part already loaded at once', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const first = render(<Part name="Ana" />);
    calls[0]?.resolve(Greeting);
    await screen.findByText('Hello Ana');
    first.unmount();
    render(<Part name="Ben" />);
    // No fallback frame: the loaded part is drawn on the first render.
    expect(screen.getByText('Hello Ben')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('says a part that could not load could not, and tries again the next time it opens', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, null);
    const first = render(<Part name="Ana" />);
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded. Check the connection, then close and open it again.',
    );
    first.unmount();
    render(<Part name="Ana" />);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello Ana')).toBeVisible();
  });
});
