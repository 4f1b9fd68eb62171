import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * The app path starting with `start` in the last mail to `email`, as the server sent it (GET /test/clock/mail,
 * TEST_CLOCK only: the outbox table withholds the secrets a link carries). Polled: mail goes out after the answer.
 */
export async function mailedPath(request: APIRequestContext, email: string, start: string) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get('/test/clock/mail', { params: { to: email } });
      text = response.ok() ? ((await response.json()) as { text: string }).text : '';
      return text;
    })
    .toContain(start);
  const escaped = start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const path = new RegExp(`(${escaped}\\S+)`).exec(text)?.[1];
  if (!path) throw new Error(`no ${start} link in: ${text}`);
  return path;
}
