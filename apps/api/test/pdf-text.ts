import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';

// The text of a PDF the app answered (a receipt, a statement, a report), to look for what it should say.
export async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

// The text of a PDF answer (a receipt, a booth map), once the answer is checked to be one: 200, application/pdf.
export async function pdfAnswerText(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfText(response.rawPayload);
}
