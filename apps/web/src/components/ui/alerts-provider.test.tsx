import { ALERT_AUTO_HIDE_MS, ALERT_EXIT_MS } from '@marketday/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider, useAlerts } from './alerts-provider';

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
});
