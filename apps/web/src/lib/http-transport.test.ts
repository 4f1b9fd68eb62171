import { describe, expect, it } from 'vitest';
import { send } from './http-transport';

describe('an upload (sent with progress) whose signal is already aborted', () => {
  it('fails at once as cancelled instead of waiting for an abort event an unsent request never fires', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = send({
      method: 'POST',
      url: '/documents',
      body: new FormData(),
      options: { signal: controller.signal, onUploadProgress: () => undefined },
    });
    await expect(outcome).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
