import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';

type Job = { account: string; urgent: boolean; name: string };
const job = (account: string, name: string, urgent = false): Job => ({ account, urgent, name });

function drain(queue: ReturnType<typeof createFairQueue<Job>>) {
  const order: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) order.push(next.name);
  return order;
}

describe('the PDF queue', () => {
  it('serves receipts first, then each account in turn', () => {
    const queue = createFairQueue<Job>();
    for (const name of ['a1', 'a2', 'a3', 'a4']) queue.push(job('A', name));
    queue.push(job('B', 'b1'));
    queue.push(job('C', 'c-receipt', true));
    queue.push(job('B', 'b2'));
    queue.push(job('A', 'a-receipt', true));
    expect(queue.size).toBe(8);
    expect(drain(queue)).toEqual(['c-receipt', 'a-receipt', 'a1', 'b1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
  });

  it('lets a job that gave up leave the line, once', () => {
    const queue = createFairQueue<Job>();
    const leaving = job('A', 'a1');
    queue.push(leaving);
    queue.push(job('B', 'b1'));
    expect(queue.remove(leaving)).toBe(true);
    expect(queue.remove(leaving)).toBe(false);
    expect(drain(queue)).toEqual(['b1']);
  });
});
