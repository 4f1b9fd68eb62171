import { describe, expect, it } from 'vitest';
import { decodeCdfaReport } from './create-cdfa-report';

describe('decodeCdfaReport', () => {
  it("reads the answer's state fees (dollars) in cents", () => {
    const decoded = decodeCdfaReport({
      market_id: 'm1',
      market_name: 'Downtown',
      year: 2026,
      quarter: 4,
      start_date: '2026-10-01',
      end_date: '2026-12-31',
      market_days: ['2026-10-03'],
      producers: [
        {
          vendor_id: 'v1',
          business_name: 'Green Acres',
          producer_names: null,
          certificate_number: 'C-1',
          county: 'Yolo',
          certificate_expires: null,
          days_attended: 1,
          market_dates: ['2026-10-03'],
          state_fee: 0.6,
        },
      ],
      total_producer_days: 1,
      total_state_fee: 0.6,
    });
    expect(decoded.total_state_fee_cents).toBe(60);
    expect(decoded.producers[0]?.state_fee_cents).toBe(60);
    expect(decoded.producers[0]?.business_name).toBe('Green Acres');
    expect(decoded).not.toHaveProperty('total_state_fee');
    expect(decoded.producers[0]).not.toHaveProperty('state_fee');
    expect([decoded.year, decoded.quarter]).toEqual([2026, 4]);
  });
});
