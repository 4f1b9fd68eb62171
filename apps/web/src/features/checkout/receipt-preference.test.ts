import { describe, expect, it } from 'vitest';
import { directReceipt } from './receipt-preference';

const booked = { transactionId: 't1', receiptEmail: 'farm@example.com' };

describe('directReceipt', () => {
  it('asks (null) for ASK and for a vendor whose answer has no preference', () => {
    expect(directReceipt('ASK', booked)).toBeNull();
    expect(directReceipt(undefined, booked)).toBeNull();
  });

  it('prints, e-mails, does both or nothing as the vendor chose', () => {
    expect(directReceipt('PRINT', booked)).toBe('print');
    expect(directReceipt('EMAIL', booked)).toBe('email');
    expect(directReceipt('PRINT_AND_EMAIL', booked)).toBe('both');
    expect(directReceipt('NONE', booked)).toBe('none');
  });

  it('asks instead of e-mailing without a receipt address, or for a checkout still held on the device', () => {
    expect(directReceipt('EMAIL', { ...booked, receiptEmail: null })).toBeNull();
    expect(directReceipt('PRINT_AND_EMAIL', { ...booked, receiptEmail: null })).toBeNull();
    expect(directReceipt('EMAIL', { ...booked, transactionId: null })).toBeNull();
    // Printing works from the device's copy.
    expect(directReceipt('PRINT', { ...booked, transactionId: null })).toBe('print');
  });
});
