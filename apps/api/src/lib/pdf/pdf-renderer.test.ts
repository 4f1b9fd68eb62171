import { receiptLayout } from '@marketday/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdfRenderer, PdfRenderError, type PdfRenderer } from './pdf-renderer';

const lines = [
  { left: 'Davis Downtown Farmers Market', bold: true },
  { left: 'Gross sales', right: '$120.00' },
];
const MM = 72 / 25.4;

let renderer: PdfRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe('the PDF worker', () => {
  it('renders a receipt', async () => {
    renderer = createPdfRenderer();
    const pdf = await renderer.render({
      kind: 'receipt',
      args: {
        lines,
        layout: receiptLayout({
          print_scale: 'Standard',
          print_settings: { width: null, height: null, font_size: null },
        }),
      },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stops a render that never ends, and the next render still works', async () => {
    renderer = createPdfRenderer({ timeLimitMs: 3_000 });
    // The layout a Custom width of 5 mm made before the bounds: less than no room for text, and PDFKit loops
    // forever.
    const hanging = renderer.render({
      kind: 'receipt',
      args: { lines, layout: { width: 5 * MM, height: null, fontSize: 9, margin: 4 * MM } },
    });
    const error = await hanging.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRenderError);
    expect((error as PdfRenderError).status).toBe(422);
    const pdf = await renderer.render({
      kind: 'receipt',
      args: { lines, layout: { width: 80 * MM, height: null, fontSize: 9, margin: 4 * MM } },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('ends a render that grows past its memory bound before its time bound, and the next render still works', async () => {
    // A long time bound and a small memory bound: the layout that loops forever also grows the heap without end
    // (13 GB before the bounds), so only the memory bound can stop it here.
    renderer = createPdfRenderer({ timeLimitMs: 90_000, memoryLimitMb: 48 });
    const started = Date.now();
    const growing = renderer.render({
      kind: 'receipt',
      args: { lines, layout: { width: 5 * MM, height: null, fontSize: 9, margin: 4 * MM } },
    });
    const error = await growing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRenderError);
    expect((error as PdfRenderError).status).toBe(422);
    expect((error as PdfRenderError).reason).toMatch(/memory/i);
    expect(Date.now() - started).toBeLessThan(90_000);
    const pdf = await renderer.render({
      kind: 'receipt',
      args: { lines, layout: { width: 80 * MM, height: null, fontSize: 9, margin: 4 * MM } },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('a stored width from before the bounds is clamped to a printable one', () => {
    const layout = receiptLayout({
      print_scale: 'Custom',
      print_settings: { width: 8, height: 0.5, font_size: 400 },
    });
    expect(layout.width).toBeCloseTo(40 * MM);
    expect(layout.height).toBeCloseTo(40 * MM);
    expect(layout.fontSize).toBe(24);
  });
});
