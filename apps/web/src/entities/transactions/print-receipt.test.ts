import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { printReceipt } from './print-receipt';

describe('printReceipt', () => {
  // jsdom has no object URLs; give it stand-ins and put the originals back afterwards.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('loads the receipt PDF into a hidden frame and prints it there', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: pdf });
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const print = vi.fn();

    const printing = printReceipt({ transactionId: 'tx-1', reader: 'manager' });
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.getAttribute('src')).toBe('blob:receipt');
    Object.defineProperty(frame, 'contentWindow', { value: { print } });
    frame.onload?.(new Event('load'));
    await printing;

    expect(get).toHaveBeenCalledWith('/market-managers/transactions/receipt', {
      params: { transaction_id: 'tx-1' },
      responseType: 'blob',
    });
    expect(print).toHaveBeenCalledOnce();
  });
});
