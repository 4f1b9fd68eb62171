import type { TestApp } from './build-test-app';

// Multipart bodies for document uploads, built the way a browser's FormData sends them.
export const FILES = {
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(200, 32)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 2)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(200, 3),
  ]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 4)]),
};

// The web app sends the details before the file; `fileFirst` sends them after, as another client might.
export function uploadBody({
  params,
  file,
  fileFirst = false,
}: {
  params?: object | string;
  file?: { name: string; content: Buffer; type?: string };
  fileFirst?: boolean;
}) {
  const boundary = `----marketdayupload${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const details: Buffer[] = [];
  if (params !== undefined) {
    const text = typeof params === 'string' ? params : JSON.stringify(params);
    details.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="params"\r\n\r\n${text}\r\n`),
    );
  }
  if (!fileFirst) parts.push(...details);
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  if (fileFirst) parts.push(...details);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Posts an upload (as uploadBody builds it) to /documents with the caller's headers; `query` names the owner when a
// manager uploads for a vendor (`?owner_id=…`).
export function postDocument(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  body: ReturnType<typeof uploadBody>,
  query = '',
) {
  return t.app.inject({
    method: 'POST',
    url: `/documents${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
