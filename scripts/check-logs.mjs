// After the API lanes: no password, access or refresh token, reset token or signed-link signature in the logs
// the test apps wrote (TEST_LOG_FILE). Exits 1 and prints the offending lines when one is found.
// Two checks: the shapes secrets take, and, word for word, every password the tests sent and every refresh or
// reset token the app issued, which the test helpers list in `${TEST_LOG_FILE}.secrets` (apps/api/test/issued-secrets.ts).
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(`✖ log check: no captured log at ${file}`);
  process.exit(1);
}
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);

// Passwords the test fixtures and the demo seed use, also when no list of issued secrets was written.
const PASSWORDS = [
  'correct-horse-battery',
  'another-horse-battery',
  'a-good-password',
  'first-password-1',
  'second-password-2',
  'billing-password-1',
  'long-password-1',
  'long-password-2',
  'long-password-3',
  'long-enough-pw',
  'manager-demo-1',
  'vendor-demo-1',
  'admin-demo-1',
  'lapsed-demo-1',
  'booth-demo-1',
];
// newOpaqueToken() and the refresh successor: 32 random bytes in base64url, 43 characters.
const OPAQUE_TOKEN_LENGTH = 43;
const BASE64URL_RUN = /[A-Za-z0-9_-]+/g;
const PATTERNS = [
  ['a JSON web token', /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/],
  ['a signed-link signature', /[?&](sig|signature)=(?!\[redacted\])[^&\s"]+/i],
  ['a token in a URL', /[?&](token|refresh_token|access_token|code)=(?!\[redacted\])[^&\s"]+/i],
  ['a password field', /"(password|new_password|current_password)"\s*:\s*"(?!\[)/i],
  ['a refresh token field', /"refresh_token"\s*:\s*"(?!\[)/i],
  // A bare opaque token: exactly 43 base64url characters, at least one digit and one letter of each case.
  [
    'an opaque token',
    /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{0,42}\d)(?=[A-Za-z0-9_-]{0,42}[a-z])(?=[A-Za-z0-9_-]{0,42}[A-Z])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/,
  ],
];

// The issued secrets: tokens of the opaque length are looked up in a set, every 43-character window of each
// base64url run of a line; other secrets (passwords) are searched for in each line.
const secretsFile = `${file}.secrets`;
const issued = existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8').split('\n').filter(Boolean) : [];
const tokens = new Set();
const words = new Set(PASSWORDS);
for (const secret of issued) {
  if (secret.length === OPAQUE_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(secret)) tokens.add(secret);
  else words.add(secret);
}

function issuedTokenIn(line) {
  for (const [run] of line.matchAll(BASE64URL_RUN)) {
    for (let start = 0; start + OPAQUE_TOKEN_LENGTH <= run.length; start += 1)
      if (tokens.has(run.slice(start, start + OPAQUE_TOKEN_LENGTH))) return true;
  }
  return false;
}

const found = [];
for (const [index, line] of lines.entries()) {
  for (const word of words)
    if (line.includes(word)) found.push(`line ${index + 1}: a test password or issued secret`);
  if (tokens.size > 0 && issuedTokenIn(line))
    found.push(`line ${index + 1}: an issued refresh or reset token`);
  for (const [what, pattern] of PATTERNS)
    if (pattern.test(line)) found.push(`line ${index + 1}: ${what}: ${line.slice(0, 300)}`);
}
if (lines.length === 0) {
  console.error('✖ log check: the captured log is empty; the API tests wrote nothing to check');
  process.exit(1);
}
if (found.length > 0) {
  console.error(
    `✖ log check: ${found.length} secret(s) in ${lines.length} log lines\n${found.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}
console.info(
  `✔ log check: ${lines.length} log lines, ${issued.length} issued secrets looked for; no password, token, reset token or link signature`,
);
