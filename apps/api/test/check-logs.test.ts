import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newOpaqueToken } from '../src/lib/crypto/tokens';

// scripts/check-logs.mjs, run by `npm test` after each API lane on the log the test apps wrote: a clean log passes,
// and each kind of secret in it fails the run.
const script = path.resolve(import.meta.dirname, '../../../scripts/check-logs.mjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'marketday-check-logs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    level: 30,
    time: 1795609364679,
    pid: 1,
    hostname: 'vm',
    reqId: crypto.randomUUID(),
    ...fields,
  });
const request = (url: string) =>
  line({
    req: { method: 'GET', url, host: 'localhost:80', remoteAddress: '127.0.0.1' },
    msg: 'incoming request',
  });
const CLEAN = [
  request('/market-managers/markets/5f0c1f3e-9a55-4c1b-8d1e-2f7b9c0a1d2e'),
  request('/documents/5f0c1f3e-9a55-4c1b-8d1e-2f7b9c0a1d2e/file?expires=1795609364&sig=[redacted]'),
  line({ res: { statusCode: 200 }, responseTime: 12.5, msg: 'request completed' }),
  line({ msg: 'database error', query: 'select * from users where id = $1', parameters: 1 }),
];

let runs = 0;
function check(lines: string[], secrets?: string[]) {
  runs += 1;
  const file = path.join(dir, `run-${runs}.log`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  if (secrets) writeFileSync(`${file}.secrets`, `${secrets.join('\n')}\n`);
  const result = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the log check', () => {
  it('passes a clean log, with and without a list of issued secrets', () => {
    expect(check(CLEAN).status).toBe(0);
    const passed = check(CLEAN, ['a-password-from-a-test', newOpaqueToken()]);
    expect(passed.output).toContain('2 issued secrets looked for');
    expect(passed.status).toBe(0);
  });

  it('fails an empty log', () => {
    expect(check([]).status).toBe(1);
  });

  // What newOpaqueToken() makes (fixed here: a random one has no digit once in 1,500 runs).
  const token = 'q3vN8xR2kLw9ZpT5mYb7HcJ4dFs6GtA1eUo0iKnX-_Q';
  it('uses a token of the opaque length', () => expect(token).toHaveLength(newOpaqueToken().length));
  it.each([
    ['a fixture password', line({ msg: 'login failed for billing-password-1' })],
    ['a demo password', line({ msg: 'seeded manager / manager-demo-1' })],
    ['a raw opaque token', line({ msg: `session refreshed ${token}` })],
    ['a signed-link signature', request('/documents/5f0c1f3e/file?expires=1795609364&sig=Zm9vYmFyYmF6')],
    ['a reset token in a URL', request(`/reset-password/reset?token=${token}`)],
    ['a password field', line({ body: { username: 'u', password: 'whatever-it-is' } })],
    ['a refresh token field', line({ body: { refresh_token: 'short' } })],
    [
      'a JSON web token',
      line({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZw' }),
    ],
  ])('fails a log with %s', (_what, bad) => {
    const result = check([...CLEAN, bad]);
    expect(result.output).toContain('secret(s)');
    expect(result.status).toBe(1);
  });

  it('fails a log with an issued secret that has no shape of its own', () => {
    const password = 'plain-words-only';
    const issued = newOpaqueToken();
    expect(check([...CLEAN, line({ msg: `user typed ${password}` })], [password]).status).toBe(1);
    // The token inside a longer word (no boundary for the shape check to see) is still found.
    expect(check([...CLEAN, line({ msg: `x${issued}y` })], [issued]).status).toBe(1);
    expect(check([...CLEAN, line({ msg: `user typed ${password}` })]).status).toBe(0);
  });
});
