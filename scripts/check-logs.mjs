// After the API lanes: no password, access or refresh token, reset token or signed-link signature in the logs
// the test apps wrote (TEST_LOG_FILE). Exits 1 and prints the offending lines when one is found.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(`✖ log check: no captured log at ${file}`);
  process.exit(1);
}
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);

// Passwords the test fixtures use, and the shapes secrets take.
const PASSWORDS = ['correct-horse-battery', 'a-good-password', 'first-password-1', 'second-password-2'];
const PATTERNS = [
  ['a JSON web token', /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/],
  ['a signed-link signature', /[?&](sig|signature)=(?!\[redacted\])[^&\s"]+/i],
  ['a token in a URL', /[?&](token|refresh_token|access_token|code)=(?!\[redacted\])[^&\s"]+/i],
  ['a password field', /"(password|new_password|current_password)"\s*:\s*"(?!\[)/i],
  ['a refresh token field', /"refresh_token"\s*:\s*"(?!\[)/i],
];

const found = [];
for (const [index, line] of lines.entries()) {
  for (const password of PASSWORDS)
    if (line.includes(password)) found.push(`line ${index + 1}: a test password`);
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
console.info(`✔ log check: ${lines.length} log lines, no password, token, reset token or link signature`);
