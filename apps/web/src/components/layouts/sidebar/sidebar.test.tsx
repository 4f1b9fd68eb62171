import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from '@marketday/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar, SidebarInset, SidebarTrigger } from './sidebar';
import { SidebarProvider } from './sidebar-context';
import { SidebarContent } from './sidebar-sections';

function renderSidebar({ collapseWhenNarrow = false } = {}) {
  return render(
    <SidebarProvider collapseWhenNarrow={collapseWhenNarrow}>
      <Sidebar>
        <SidebarContent>
          <a href="/home">Home</a>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Toggle Sidebar' });

function stubMobile(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** A window `width` px wide: each `(max-width: Npx)` query matches when width <= N. */
function stubWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('SidebarProvider', () => {
  beforeEach(() => Cookies.remove(SIDEBAR_COOKIE, { path: '/' }));

  it('starts expanded when no choice is stored', () => {
    renderSidebar();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('writes the sidebar_state cookie on toggle and reads it back on a fresh render', async () => {
    const setCookie = vi.spyOn(Cookies, 'set');
    const { unmount } = renderSidebar();
    await userEvent.click(trigger());

    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('false');
    expect(setCookie).toHaveBeenCalledWith(SIDEBAR_COOKIE, 'false', {
      path: '/',
      'max-age': String(SIDEBAR_COOKIE_MAX_AGE_S),
    });

    unmount();
    renderSidebar();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Ctrl+B and with Meta+B', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('true');
  });

  it('ignores b without a modifier', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens as a sheet on phones without touching the desktop cookie', async () => {
    stubMobile(true);
    renderSidebar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(trigger());

    // The phone's sheet loads when first opened (sidebar.tsx).
    const sheet = await screen.findByRole('dialog', { name: 'Sidebar' }, { timeout: 10_000 });
    expect(sheet).toHaveTextContent('Home');
    expect(Cookies.get(SIDEBAR_COOKIE)).toBeUndefined();
  });

  it('starts collapsed on a page that needs the width under 900 px, and opening it there keeps the saved choice', async () => {
    stubWidth(800);
    renderSidebar({ collapseWhenNarrow: true });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(Cookies.get(SIDEBAR_COOKIE)).toBeUndefined();
    cleanup();

    // Other pages at the same width, and the same page on a wider screen, keep the sidebar open.
    renderSidebar();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    cleanup();
    stubWidth(1280);
    renderSidebar({ collapseWhenNarrow: true });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });
});
