import type { Token } from '@marketday/shared';

export const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';

// A plain token every vendor type accepts; a test names its count and value.
export function buildToken(overrides: Partial<Token> = {}): Token {
  return {
    id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
    name: 'SNAP',
    per_dollar_value: 1,
    count: 0,
    visual_settings: null,
    program: 'OTHER',
    program_name: null,
    accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
    ...overrides,
  };
}
