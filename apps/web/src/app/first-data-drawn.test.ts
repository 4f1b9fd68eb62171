import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/test-providers';
import { firstDataDrawn } from './first-data-drawn';

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('firstDataDrawn', () => {
  it('waits for the queries asked for at the start to answer, then for a paint', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const client = createTestQueryClient();
    let answer: (value: string) => void = () => {};
    void client.prefetchQuery({ queryKey: ['day'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const done = settled(firstDataDrawn(client, 3_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(false);
    answer('the day');
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });

  it('gives up waiting after its longest wait (a page that asks for nothing, a slow network)', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const done = settled(firstDataDrawn(createTestQueryClient(), 3_000));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });

  it('does not wait offline: the saved copy is what the screen needs', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    onlineManager.setOnline(false);
    const done = settled(firstDataDrawn(createTestQueryClient(), 3_000));
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });
});
