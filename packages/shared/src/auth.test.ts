import { describe, expect, it } from 'vitest';
import { LoginSchema } from './auth';
import { ManagerProfileSchema } from './managers';
import { formatUnreadBadge } from './unread-badge';
import { VendorProfileSchema } from './vendors';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('login schema', () => {
  it.each([
    [{ username: '', password: 'pw' }, 'Username is required.'],
    [{ username: 'u'.repeat(51), password: 'pw' }, 'Username must not exceed 50 characters.'],
    [{ username: 'user', password: '' }, 'Password is required.'],
    [{ username: 'user', password: 'p'.repeat(51) }, 'Password must not exceed 50 characters.'],
  ])('%o fails with the spec message', (input, message) => {
    expect(firstMessage(LoginSchema.safeParse(input))).toBe(message);
  });

  it('takes an e-mail up to 254 characters, a username up to 50', () => {
    const email = (length: number) => `${'e'.repeat(length - 12)}@example.org`;
    expect(LoginSchema.safeParse({ username: email(254), password: 'pw' }).success).toBe(true);
    expect(firstMessage(LoginSchema.safeParse({ username: email(255), password: 'pw' }))).toBe(
      'Email must not exceed 254 characters.',
    );
  });

  it('accepts 50 characters exactly', () => {
    expect(LoginSchema.safeParse({ username: 'u'.repeat(50), password: 'p'.repeat(50) }).success).toBe(true);
  });
});

describe('vendor profile schema', () => {
  const valid = {
    business_name: 'Farm',
    type: 'PRODUCER',
    phone: '555-1234',
    receipt_email: '',
    producer_names: '',
  };
  it.each([
    ['Ana', true],
    ['Ana Lee, Tom', true],
    ['Ana Lee Smith', false],
    ['Ana,', false],
    ['R2D2', false],
    // Letters of any alphabet, with their accents; an apostrophe or hyphen inside a word.
    ['Nguyễn Văn, José Muñoz', true],
    ["Seán O'Brien, Mary-Jo", true],
    ['Ферма Жукова', true],
    ["O'", false],
    ['-Ana', false],
    ['Ana 3', false],
    [`${'Ana, '.repeat(100)}Ana`, false],
  ])('producer names %s valid: %s', (producer_names, ok) => {
    expect(VendorProfileSchema.safeParse({ ...valid, producer_names }).success).toBe(ok);
  });

  it('says a list too long once, even when it is also no list of names', () => {
    const result = VendorProfileSchema.safeParse({ ...valid, producer_names: `${'R2D2, '.repeat(100)}` });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Producer names must be at most 500 characters',
    ]);
  });
});

describe('manager profile schema', () => {
  const valid = { firstname: 'Ana', lastname: 'Lee', phone: '', email: 'ana@example.com' };
  it('takes a name up to 100 characters and refuses a longer one with its own message', () => {
    expect(ManagerProfileSchema.safeParse({ ...valid, lastname: 'N'.repeat(100) }).success).toBe(true);
    const long = ManagerProfileSchema.safeParse({
      ...valid,
      firstname: 'N'.repeat(101),
      lastname: 'L'.repeat(101),
    });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstname', 'First name must be at most 100 characters'],
      ['lastname', 'Last name must be at most 100 characters'],
    ]);
  });
});

describe('unread badge', () => {
  it.each([
    [0, '0'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('%i shows %s', (count, text) => {
    expect(formatUnreadBadge(count)).toBe(text);
  });
});
