import { receiptLayout } from '@marketday/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { PDF_WORKER_ENTRY, type PdfJob } from '../../modules/pdf-jobs';
import {
  createPdfRenderer,
  PdfBusyError,
  PdfRenderError,
  type PdfRenderer,
  PdfWaitError,
  usePdfJobs,
} from './pdf-renderer';

usePdfJobs(PDF_WORKER_ENTRY);

const lines = [
  { left: 'Davis Downtown Farmers Market', bold: true },
  { left: 'Gross sales', right: '$120.00' },
];
const MM = 72 / 25.4;

const receipt: PdfJob = {
  kind: 'receipt',
  args: { lines, layout: { width: 80 * MM, height: null, fontSize: 9, margin: 4 * MM } },
};
// The layout a Custom width of 5 mm made before the bounds: PDFKit loops until the time bound ends it.
const hanging: PdfJob = {
  kind: 'receipt',
  args: { lines, layout: { width: 5 * MM, height: null, fontSize: 9, margin: 4 * MM } },
};
const statement: PdfJob = {
  kind: 'statement',
  args: {
    marketName: 'Davis',
    vendorName: 'Green Valley',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    generatedAt: new Date(0),
    openingCents: 0,
    closingCents: 0,
    rows: [],
    locale: 'en',
  },
};

// A rendered PDF begins with its header.
const expectPdf = (pdf: Buffer) => expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

let renderer: PdfRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

// The renderer and its worker touch no database: the PostgreSQL lane would run the same 35 s again for nothing
// (docs/decisions/030-test-suite-time.md), so they run in the PGlite lane only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the PDF worker', () => {
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
    expectPdf(pdf);
  });

  it('stops a render that never ends, and the next render still works', async () => {
    renderer = createPdfRenderer({ timeLimitMs: 3_000 });
    // The layout a Custom width of 5 mm made before the bounds: less than no room for text, and PDFKit loops
    // forever.
    const error = await renderer.render(hanging).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRenderError);
    expect((error as PdfRenderError).status).toBe(422);
    expectPdf(await renderer.render(receipt));
  }, 60_000);

  it('ends a render that grows past its memory bound before its time bound, and the next render still works', async () => {
    // A long time bound and a small memory bound: the layout that loops forever also grows the heap without end
    // (13 GB before the bounds), so only the memory bound can stop it here.
    renderer = createPdfRenderer({ timeLimitMs: 90_000, memoryLimitMb: 48 });
    const started = Date.now();
    const error = await renderer.render(hanging).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRenderError);
    expect((error as PdfRenderError).status).toBe(422);
    expect((error as PdfRenderError).reason).toMatch(/memory/i);
    expect(Date.now() - started).toBeLessThan(90_000);
    expectPdf(await renderer.render(receipt));
  }, 120_000);

  it('holds each account to its share and gives up a wait past its bound', async () => {
    renderer = createPdfRenderer({ timeLimitMs: 2_000, maxPerAccount: 3, waitLimitMs: 1_000 });
    const done: string[] = [];
    const track = (name: string, rendering: Promise<Buffer>) =>
      rendering.then(
        () => done.push(name),
        (error: unknown) => done.push(`${name}:${(error as { status: number }).status}`),
      );
    // The hang holds the worker for its 2 s bound: everything else waits behind it.
    const all = [
      track('A-hang', renderer.render(hanging, 'A')),
      track('A-statement1', renderer.render(statement, 'A')),
      track('A-statement2', renderer.render(statement, 'A')),
    ];
    // A fourth PDF of A's at once is refused at once, with when to try again; B is not held back by A's share.
    const refused = await renderer.render(statement, 'A').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PdfBusyError);
    expect(refused).toMatchObject({ status: 429, extra: { retry_after: 5 } });
    all.push(track('B-receipt', renderer.render(receipt, 'B')));
    await Promise.all(all);
    // Past the 1 s wait bound, what waited behind the hang was given up with 503 (and a Retry-After).
    expect(done).toEqual(['A-statement1:503', 'A-statement2:503', 'B-receipt:503', 'A-hang:422']);
    expect(new PdfWaitError()).toMatchObject({ status: 503, extra: { retry_after: 15 } });
    // Every place was given back.
    expectPdf(await renderer.render(receipt, 'A'));
  }, 60_000);

  it('serves another account’s receipt before the statements waiting ahead of it', async () => {
    renderer = createPdfRenderer({ timeLimitMs: 1_500 });
    const order: string[] = [];
    const track = (name: string, rendering: Promise<Buffer>) =>
      rendering.then(
        () => order.push(name),
        () => order.push(`${name}:failed`),
      );
    await Promise.all([
      track('A-hang', renderer.render(hanging, 'A')),
      track('A-statement1', renderer.render(statement, 'A')),
      track('A-statement2', renderer.render(statement, 'A')),
      track('B-statement', renderer.render(statement, 'B')),
      track('C-receipt', renderer.render(receipt, 'C')),
    ]);
    expect(order).toEqual(['A-hang:failed', 'C-receipt', 'A-statement1', 'B-statement', 'A-statement2']);
  }, 60_000);

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
