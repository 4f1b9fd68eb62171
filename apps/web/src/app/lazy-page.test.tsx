import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/test-providers';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('loads the page once whether preloaded, rendered, or both', async () => {
    const load = vi.fn(async () => ({ Hello: () => <p>hello</p> }));
    const Page = lazyPage(load, 'Hello');
    Page.preload();
    Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on render after a preload failed', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Hello: () => <p>hello</p> });
    const Page = lazyPage(load, 'Hello');
    Page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks for the page's first data with its code when given the query client, and only then", async () => {
    const prefetchPage = vi.fn();
    const load = vi.fn(async () => ({ Hello: () => <p>hello</p>, prefetchPage }));
    const client = createTestQueryClient();
    const Page = lazyPage(load, 'Hello');
    Page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(prefetchPage).not.toHaveBeenCalled();
    Page.preload(client);
    await vi.waitFor(() => expect(prefetchPage).toHaveBeenCalledWith(client));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
