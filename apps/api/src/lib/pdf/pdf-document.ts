import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// pdfkit's built-in Helvetica speaks only WinAnsi (Latin-1): a vendor named "Nông Trại Hạnh Phúc" came out of a
// statement garbled. Every document draws with DejaVu Sans Condensed instead (fonts/, its licence beside it; the
// condensed cut is within a few percent of Helvetica's widths, so the layouts hold), embedded with only the glyphs a
// document uses, under the names the documents ask for: their code keeps saying 'Helvetica'. It covers Latin with
// Vietnamese, Greek and Cyrillic; not Chinese, Japanese or Korean.
const FACES = {
  Helvetica: 'DejaVuSansCondensed.ttf',
  'Helvetica-Bold': 'DejaVuSansCondensed-Bold.ttf',
  'Helvetica-Oblique': 'DejaVuSansCondensed-Oblique.ttf',
} as const;

let loaded: [name: string, data: Buffer][] | undefined;
const faces = () =>
  (loaded ??= Object.entries(FACES).map(([name, file]) => [
    name,
    readFileSync(new URL(`./fonts/${file}`, import.meta.url)),
  ]));

/** A pdfkit document whose Helvetica faces are the embedded Unicode ones, set to the regular face. */
export function newPdfDocument(options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // No default font: pdfkit would otherwise load its own Helvetica under that name, and a name it has loaded once
  // is never looked up among the registered fonts again.
  const doc = new PDFDocument({ ...options, font: '' });
  for (const [name, data] of faces()) doc.registerFont(name, data);
  return doc.font('Helvetica');
}
