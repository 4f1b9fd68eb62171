import { PDFParse } from 'pdf-parse';

// The text of a PDF the app answered (a receipt, a statement, a report), to look for what it should say.
export async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
