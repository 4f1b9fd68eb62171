import { afterAll } from 'vitest';
import { closeFileLeftovers } from './file-end';

// Each test file's last step: the app kept for its next test (test/build-test-app.ts) and the connections to this
// worker's database (test/postgres-lane.ts) are closed; the database itself stays for the worker's next file.
afterAll(closeFileLeftovers);
