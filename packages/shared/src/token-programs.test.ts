import { describe, expect, it } from 'vitest';
import {
  normalizeAcceptedBy,
  TOKEN_PROGRAM_MESSAGES,
  tokenAcceptedBy,
  tokenProgramLabel,
} from './token-programs';
import { TokenInputSchema, TokenSchema } from './tokens';

const base = { name: 'CalFresh', per_dollar_value: 1 };

function issues(input: object) {
  const result = TokenInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('token program input', () => {
  it('leaves program and accepted_by out when not sent, so the API can default a new token and keep an old one', () => {
    const parsed = TokenInputSchema.parse(base);
    expect(parsed.program).toBeUndefined();
    expect(parsed.accepted_by).toBeUndefined();
  });

  it('takes each program and the vendor types that may accept it', () => {
    for (const program of ['SNAP', 'MARKET_BUCKS', 'CREDIT_CARD', 'OTHER'] as const) {
      expect(TokenInputSchema.parse({ ...base, program, accepted_by: ['PRODUCER'] })).toMatchObject({
        program,
        accepted_by: ['PRODUCER'],
      });
    }
    expect(issues({ ...base, program: 'WIC' })[0]?.path).toBe('program');
    expect(issues({ ...base, accepted_by: ['FARMER'] })[0]?.path).toBe('accepted_by.0');
  });

  it('requires the incentive program name, trimmed and at most 60 characters, for INCENTIVE only', () => {
    expect(issues({ ...base, program: 'INCENTIVE' })).toEqual([
      { path: 'program_name', message: 'Enter the incentive program name' },
    ]);
    expect(issues({ ...base, program: 'INCENTIVE', program_name: '   ' })).toEqual([
      { path: 'program_name', message: 'Enter the incentive program name' },
    ]);
    expect(issues({ ...base, program: 'INCENTIVE', program_name: 'x'.repeat(61) })).toEqual([
      { path: 'program_name', message: 'Program name must be at most 60 characters' },
    ]);
    expect(
      TokenInputSchema.parse({ ...base, program: 'INCENTIVE', program_name: '  Market Match ' }).program_name,
    ).toBe('Market Match');
    // Another program needs no name (the API stores null for it).
    expect(issues({ ...base, program: 'SNAP', program_name: null })).toEqual([]);
  });

  it('refuses a token no vendor type may accept', () => {
    expect(issues({ ...base, accepted_by: [] })).toEqual([
      { path: 'accepted_by', message: 'Choose at least one vendor type that may accept this token' },
    ]);
  });

  it('describes the answer with the three fields', () => {
    const token = {
      id: 't1',
      name: 'Market Match',
      per_dollar_value: 5,
      count: 3,
      visual_settings: null,
      program: 'INCENTIVE',
      program_name: 'Market Match',
      accepted_by: ['PRODUCER'],
    };
    expect(TokenSchema.parse(token)).toEqual(token);
    expect(TokenSchema.safeParse({ ...token, program: undefined }).success).toBe(false);
  });
});

describe('token program rules', () => {
  it('accepts a token only for the vendor types it lists', () => {
    const snap = { accepted_by: ['PRODUCER', 'NON_PRODUCER'] as const };
    expect(tokenAcceptedBy({ accepted_by: [...snap.accepted_by] }, 'PRODUCER')).toBe(true);
    expect(tokenAcceptedBy({ accepted_by: [...snap.accepted_by] }, 'ANCILLARY')).toBe(false);
  });

  it('keeps each vendor type once, in the usual order', () => {
    expect(normalizeAcceptedBy(['ANCILLARY', 'PRODUCER', 'ANCILLARY'])).toEqual(['PRODUCER', 'ANCILLARY']);
  });

  it('says which token a vendor type cannot accept, without doubling "tokens"', () => {
    expect(TOKEN_PROGRAM_MESSAGES.notAccepted('CalFresh', 'ANCILLARY')).toBe(
      'CalFresh tokens cannot be accepted by Ancillary vendors.',
    );
    expect(TOKEN_PROGRAM_MESSAGES.notAccepted('SNAP Tokens', 'NON_PRODUCER')).toBe(
      'SNAP Tokens cannot be accepted by Non-producer vendors.',
    );
  });

  it('labels the program, with the incentive name', () => {
    expect(tokenProgramLabel({ program: 'INCENTIVE', program_name: 'Market Match' })).toBe(
      'Incentive: Market Match',
    );
    expect(tokenProgramLabel({ program: 'MARKET_BUCKS', program_name: null })).toBe('Market bucks');
  });
});

describe('a token read without accepted_by', () => {
  it('is accepted by every vendor type (a context cached before programs existed)', () => {
    expect(tokenAcceptedBy({}, 'ANCILLARY')).toBe(true);
  });
});
