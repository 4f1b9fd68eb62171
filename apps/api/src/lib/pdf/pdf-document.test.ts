import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { pdfBytes } from './pdf-bytes';
import { newPdfDocument } from './pdf-document';

// Vendors' and markets' names as people write them: Vietnamese, Polish, Spanish, Greek, Cyrillic.
const NAMES = ['Nông Trại Hạnh Phúc', 'Łódź Ogród', 'Señora Muñoz’s Café', 'Μέλι Ολύμπου', 'Ферма Жукова'];

describe('a PDF document', () => {
  it('prints names beyond Latin-1 in every face the documents use, as they were written', async () => {
    const doc = newPdfDocument({ size: 'LETTER', margin: 36 });
    const bytes = pdfBytes(doc);
    for (const face of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'])
      for (const name of NAMES) doc.font(face).fontSize(12).text(`${face}: ${name}`);
    doc.end();
    const lines = (await pdfText(await bytes)).split('\n').map((line) => line.trim());
    for (const face of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'])
      for (const name of NAMES) expect(lines).toContain(`${face}: ${name}`);
  });
});
