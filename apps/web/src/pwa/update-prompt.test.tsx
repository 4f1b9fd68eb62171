import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCheckoutPath } from './is-checkout-path';
import { resetServiceWorkerForTests } from './register-sw';
import { UpdatePrompt } from './update-prompt';

const registerSW = vi.hoisted(() => vi.fn());
vi.mock('virtual:pwa-register', () => ({ registerSW }));

const updateSW = vi.fn(async () => {});
let options: RegisterSWOptions | undefined;

beforeEach(() => {
  resetServiceWorkerForTests();
  options = undefined;
  updateSW.mockClear();
  registerSW.mockReset().mockImplementation((given: RegisterSWOptions) => {
    options = given;
    return updateSW;
  });
  // jsdom has no service workers: the prompt registers only where the browser has them.
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      Go to {path}
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <UpdatePrompt />
      <GoTo path="/home" />
      <GoTo path="/checkout/options" />
      <GoTo path="/checkout?market=m1&vendor=v1" />
    </MemoryRouter>,
  );
}

// The service worker has installed a new version and it is waiting.
async function newVersionWaits() {
  await vi.waitFor(() => expect(options).toBeDefined());
  act(() => options?.onNeedRefresh?.());
}

describe('the update prompt', () => {
  it('never shows on a checkout screen, and shows once the manager leaves it', async () => {
    const user = userEvent.setup();
    renderAt('/checkout?market=m1&vendor=v1');
    await newVersionWaits();
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to /checkout/options' }));
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to /home' }));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');

    // Back at a checkout before choosing: hidden again.
    await user.click(screen.getByRole('button', { name: 'Go to /checkout?market=m1&vendor=v1' }));
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    expect(updateSW).not.toHaveBeenCalled();
  });

  it('lets the new version take over and reload when the user presses Reload', async () => {
    const user = userEvent.setup();
    renderAt('/transactions');
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    await newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateSW).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('hides until the next page load when dismissed', async () => {
    const user = userEvent.setup();
    renderAt('/home');
    await newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to /checkout/options' }));
    await user.click(screen.getByRole('button', { name: 'Go to /home' }));
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
  });

  it('registers the service worker once, and not at all where the browser has none', async () => {
    renderAt('/home');
    await vi.waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1));
    renderAt('/login');
    expect(registerSW).toHaveBeenCalledTimes(1);

    resetServiceWorkerForTests();
    registerSW.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderAt('/home');
    await act(async () => {});
    expect(registerSW).not.toHaveBeenCalled();
  });
});

describe('isCheckoutPath', () => {
  it('is true for the checkout and checkout options, false elsewhere', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/options')).toBe(true);
    expect(isCheckoutPath('/checkouts')).toBe(false);
    expect(isCheckoutPath('/home')).toBe(false);
    expect(isCheckoutPath('/transactions')).toBe(false);
  });
});
