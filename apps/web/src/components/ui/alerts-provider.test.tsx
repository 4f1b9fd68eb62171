import { ALERT_AUTO_HIDE_MS, ALERT_EXIT_MS } from '@marketday/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider, useAlerts } from './alerts-provider';
import { Modal } from './modal';

function Harness() {
  const { showError, showSuccess, showAlert } = useAlerts();
  return (
    <>
      <button type="button" onClick={() => showError('Save failed', 'Error:')}>
        Fail
      </button>
      <button type="button" onClick={() => showSuccess('Market Created!')}>
        Succeed
      </button>
      <button
        type="button"
        onClick={() =>
          showAlert({ type: 'warning', message: 'Server connection error.', networkStatus: 503 })
        }
      >
        Warn
      </button>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AlertsProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <AlertsProvider>
        <Harness />
      </AlertsProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('announces errors as alerts and hides them after 5 s plus the 180 ms exit', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error:');
    expect(alert).toHaveTextContent('Save failed');

    advance(ALERT_AUTO_HIDE_MS - 1);
    expect(alert).toHaveAttribute('data-state', 'open');
    advance(1);
    // The closing animation plays before removal.
    expect(alert).toHaveAttribute('data-state', 'closed');
    advance(ALERT_EXIT_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on the close button', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success: Market Created!');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(status).toHaveAttribute('data-state', 'closed');
    advance(ALERT_EXIT_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the network status when given', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Warn' }));
    expect(screen.getByRole('status')).toHaveTextContent('Status: 503');
  });

  it('shows one notice at a time: the newest replaces the one shown, and keeps its own 5 s', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    advance(ALERT_AUTO_HIDE_MS - 1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Warn' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const notices = document.querySelectorAll('[data-slot="alert-notice"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent('Server connection error.');

    // The replaced notices' timers are gone with them: the newest is not hidden early.
    advance(ALERT_AUTO_HIDE_MS - 1);
    expect(notices[0]).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(notices[0]).toHaveAttribute('data-state', 'closed');
  });
});

describe('AlertsProvider outside a dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([true, false])(
    'keeps the notice to the app bar: two lines, "More" for the rest (phone: %s)',
    (phone) => {
      mockScreen({ phone });
      // jsdom lays nothing out: the message is taller than its two lines.
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(80);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
      render(
        <AlertsProvider>
          <Harness />
        </AlertsProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Error: Save failed');
      expect(alert).toHaveClass('min-h-14');
      const text = within(alert).getByText('Save failed').parentElement;
      expect(text).toHaveClass('line-clamp-2');
      fireEvent.click(within(alert).getByRole('button', { name: 'More' }));
      expect(text).not.toHaveClass('line-clamp-2');
      expect(within(alert).getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    },
  );

  it('offers no "More" when the message fits', () => {
    mockScreen({ phone: true });
    render(
      <AlertsProvider>
        <Harness />
      </AlertsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'More' })).toBeNull();
  });
});

function mockScreen({ phone }: { phone: boolean }) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

// A dialog whose save fails, as the day report's does.
function DialogHarness() {
  const { showError } = useAlerts();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Create Day Report"
      confirmText="Save"
      onConfirm={() => showError('Something went wrong on our side.')}
    >
      <p>Figures</p>
    </Modal>
  );
}

function renderDialogOn({ phone }: { phone: boolean }) {
  mockScreen({ phone });
  render(
    <AlertsProvider>
      <DialogHarness />
    </AlertsProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create Day Report' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('AlertsProvider with a dialog open', () => {
  it('on a phone, puts the notice inside the dialog (under its header), where it covers neither Close nor Cancel', async () => {
    const dialog = renderDialogOn({ phone: true });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    // In the dialog's own flow, not floating over it: index.css orders it right after the header.
    expect(alert.parentElement).toHaveAttribute('data-slot', 'dialog-alerts');
    expect(alert.parentElement?.parentElement).toBe(dialog);
    // In full there: the dialog's own flow has room for it.
    expect(alert.querySelector('.line-clamp-2')).toBeNull();
    expect(document.querySelector('[data-slot="alerts"]')).toBeNull();

    // Closed with Cancel, which it never covered: the notice goes back to the top of the screen.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The bar takes it back once the dialog's own place has gone: a render after the one that removed the dialog.
    await waitFor(() =>
      expect(document.querySelector('[data-slot="alerts"] [role="alert"]')).toHaveTextContent(
        'Something went wrong on our side.',
      ),
    );
  });

  it('from sm up, keeps notices in the top-right corner, beside the centred dialog', () => {
    const dialog = renderDialogOn({ phone: false });
    const alert = document.querySelector('[data-slot="alerts"] [role="alert"]');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(dialog.contains(alert)).toBe(false);
  });
});
