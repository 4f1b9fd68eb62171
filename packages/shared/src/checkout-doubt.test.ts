import { describe, expect, it } from 'vitest';
import { grossDoubt } from './checkout-terms';

describe('grossDoubt', () => {
  it('questions a gross over $20,000 whatever the history', () => {
    expect(grossDoubt({ gross: 20_000.01, largest: 50_000 })).toEqual({
      reason: 'over-limit',
      limit: 20_000,
    });
    expect(grossDoubt({ gross: 20_000, largest: null })).toBeNull();
  });

  it("questions a gross over 10 times the vendor's largest so far", () => {
    expect(grossDoubt({ gross: 4_125.01, largest: 412.5 })).toEqual({
      reason: 'over-usual',
      largest: 412.5,
      factor: 10,
    });
    expect(grossDoubt({ gross: 4_125, largest: 412.5 })).toBeNull();
  });

  it('takes a first checkout, or a vendor whose largest was $0, at its word below the limit', () => {
    expect(grossDoubt({ gross: 9_000, largest: null })).toBeNull();
    expect(grossDoubt({ gross: 9_000, largest: 0 })).toBeNull();
  });
});
