import { type ReactNode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import './preact-options';

// Rendered with the renderer directly, not Testing Library's render: its act() runs every effect before it
// returns, which would hide what these tests are about.
const roots: { unmount: () => void }[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
});

function mount(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(element);
  roots.push(root);
  return container;
}

function ShortcutListener({ onShortcut }: { onShortcut: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'b') onShortcut();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
  return <p>ready</p>;
}

function MovesFocusOnMount() {
  const [moved, setMoved] = useState(false);
  useEffect(() => setMoved(true), []);
  return <p>{moved ? 'moved' : 'waiting'}</p>;
}

describe('effects at React timing', () => {
  it('has run the effects of what is on screen before the next key reaches the page', () => {
    let pressed = 0;
    const container = mount(<ShortcutListener onShortcut={() => pressed++} />);
    expect(container).toHaveTextContent('ready');
    // The key comes before any timer has run: the effect that listens for it must already have run.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    expect(pressed).toBe(1);
  });

  it('runs them in the next task without any event', async () => {
    const container = mount(<MovesFocusOnMount />);
    expect(container).toHaveTextContent('waiting');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toHaveTextContent('moved');
  });
});
