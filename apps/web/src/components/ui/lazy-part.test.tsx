import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';
import { lazyPart } from './lazy-part';
import { Modal } from './modal';

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

  it('says a part that could not load could not, offers a reload, and tries again the next time it opens', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load, null);
    const first = render(<Part name="Ana" />);
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This part of the page could not be loaded. Check the connection, then reload the page.',
    );
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeVisible();
    first.unmount();
    render(<Part name="Ana" />);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello Ana')).toBeVisible();
  });

  it('hands the focus to the first field of a form that arrives after its dialog opened', async () => {
    const { load, calls } = controlledLoad();
    const Form = lazyPart(load as unknown as () => Promise<() => React.JSX.Element>);
    render(
      <Modal open onOpenChange={() => {}} title="Add tokens">
        <Form />
      </Modal>,
    );
    // Opened with nothing to fill in yet, the dialog focused its × button.
    await waitForFocusIn(screen.getByRole('dialog'));
    calls[0]?.resolve((() => (
      <label>
        Tokens <input />
      </label>
    )) as unknown as typeof Greeting);
    const field = await screen.findByLabelText('Tokens');
    await vi.waitFor(() => expect(field).toHaveFocus());
  });
});

describe('lazyDialog', () => {
  function Dialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    return (
      <Modal open onOpenChange={onOpenChange} title="Reject application">
        <p>Say why</p>
      </Modal>
    );
  }

  it('opens a frame at once, then the dialog; a failed load says so in a frame that closes', async () => {
    const { load, calls } = controlledLoad();
    const LazyDialog = lazyDialog(load as unknown as () => Promise<typeof Dialog>);
    const onOpenChange = vi.fn();
    const first = render(<LazyDialog onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeVisible();
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    const frame = await screen.findByRole('dialog', { name: 'Could not open' });
    expect(within(frame).getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(within(frame).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    first.unmount();

    render(<LazyDialog onOpenChange={onOpenChange} />);
    calls[1]?.resolve(Dialog as unknown as typeof Greeting);
    expect(await screen.findByRole('dialog', { name: 'Reject application' })).toHaveTextContent('Say why');
  });
});

async function waitForFocusIn(dialog: HTMLElement) {
  await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
}
