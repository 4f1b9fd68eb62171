// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseMarketParam } from './use-market-param';

describe('parseMarketParam', () => {
  it('treats a missing or blank ?market= as no market (create mode on the settings page)', () => {
    expect(parseMarketParam(null)).toEqual({ status: 'missing', marketId: null });
    expect(parseMarketParam('  ')).toEqual({ status: 'missing', marketId: null });
  });

  it('rejects an id that is not a UUID without asking the server', () => {
    expect(parseMarketParam('42')).toEqual({ status: 'malformed', marketId: null });
  });

  it('accepts a UUID', () => {
    const id = '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69';
    expect(parseMarketParam(id)).toEqual({ status: 'ok', marketId: id });
  });
});
