import { expect } from 'vitest';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

// A file download: 200, the file's type, saved as `filename`; a PDF starts with its header.
export function expectDownload(
  response: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer },
  kind: keyof typeof CONTENT_TYPES,
  filename: string,
) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(CONTENT_TYPES[kind]);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  if (kind === 'pdf') expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}
