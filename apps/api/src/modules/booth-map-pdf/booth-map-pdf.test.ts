import { type BoothMap, BoothMapLayoutSchema } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { type BoothMapPdfArgs, drawBoothMapPdf } from './booth-map-pdf';

// A 60-booth market (docs/season.md "The booth map", the sizes measured there): three rows of twenty 10 × 10 ft
// booths along two aisles, on a 220 × 80 ft lot, every booth taken by a vendor with a long name.
function sixtyBooths(): BoothMapPdfArgs {
  const items: BoothMapPdfArgs['layout']['items'] = [
    { id: 'aisle-1', kind: 'AISLE', label: 'North aisle', x: 10, y: 20, w: 200, h: 10 },
    { id: 'aisle-2', kind: 'AISLE', label: 'South aisle', x: 10, y: 50, w: 200, h: 10 },
    { id: 'gate', kind: 'LANDMARK', label: 'Entrance', x: 0, y: 20, w: 10, h: 10, landmark: 'ENTRANCE' },
    { id: 'info', kind: 'LANDMARK', label: 'Info', x: 210, y: 50, w: 10, h: 10, landmark: 'INFO' },
  ];
  const legend: BoothMapPdfArgs['legend'] = [];
  ['A', 'B', 'C'].forEach((row, r) => {
    for (let n = 1; n <= 20; n += 1) {
      const label = `${row}${n}`;
      items.push({ id: label, kind: 'BOOTH', label, x: 10 * n, y: [10, 30, 60][r] as number, w: 10, h: 10 });
      legend.push({ label, size: '10x10', businessName: `Vendor ${label} Family Farm & Orchard` });
    }
  });
  return {
    marketName: 'Downtown Farmers Market',
    date: '2026-11-21',
    layout: BoothMapLayoutSchema.parse({ width_ft: 220, height_ft: 80, items }),
    legend,
    locale: 'en',
  };
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('the printable booth map', () => {
  it('fits a 60-booth market and its legend on one landscape page, and stays small', async () => {
    const args = sixtyBooths();
    const pdf = await drawBoothMapPdf(args);
    expect(pageCount(pdf)).toBe(1);
    // Landscape US Letter: 792 wide by 612 tall.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 792 612\]/);
    const text = await pdfText(pdf);
    expect(text).toMatch(/C20\s+Vendor C20 Family Farm/);
    expect(text).toContain('South aisle');
    // The sizes docs/season.md gives: the GET answer as JSON, and this PDF.
    const json: BoothMap = { layout: args.layout, version: 3, updated_at: '2026-11-20T20:00:00.000Z' };
    expect(Buffer.byteLength(JSON.stringify(json))).toBeLessThan(6_000);
    expect(pdf.length).toBeLessThan(24_000);
  });

  it('is portrait when the lot is deeper than wide, and says when nobody has a booth', async () => {
    const pdf = await drawBoothMapPdf({
      marketName: 'Tall Lot',
      date: '2026-11-21',
      layout: { width_ft: 40, height_ft: 120, items: [] },
      legend: [],
      locale: 'en',
    });
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(await pdfText(pdf)).toContain('No vendor has a booth this date.');
  });

  it('stays one page for the largest map: 600 one-foot booths on a 2000 ft lot, names too long for any column', async () => {
    const items = Array.from({ length: 600 }, (_, i) => ({
      id: `b${i}`,
      kind: 'BOOTH' as const,
      label: `Booth number ${i}`,
      x: (i % 40) * 50,
      y: Math.floor(i / 40) * 130,
      w: 1,
      h: 1,
    }));
    const pdf = await drawBoothMapPdf({
      marketName: 'M'.repeat(200),
      date: '2026-11-21',
      layout: BoothMapLayoutSchema.parse({ width_ft: 2000, height_ft: 2000, items }),
      legend: items.map((b) => ({ label: b.label, size: '1x1', businessName: 'W'.repeat(120) })),
      locale: 'en',
    });
    expect(pageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toMatch(/…and \d+ more/);
  });

  it('says its own words in Spanish for a Spanish reader, and still fits one page', async () => {
    const args = sixtyBooths();
    const pdf = await drawBoothMapPdf({ ...args, locale: 'es' });
    expect(pageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    for (const expected of [
      'Mapa de puestos · 21 nov 2026',
      'Vendedores por puesto',
      '220 × 80 pies',
      'South aisle',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/C20\s+Vendor C20 Family Farm/);
    const empty = await pdfText(
      await drawBoothMapPdf({
        ...args,
        layout: { width_ft: 40, height_ft: 120, items: [] },
        legend: [],
        locale: 'es',
      }),
    );
    expect(empty).toContain('Ningún vendedor tiene puesto en esta fecha.');
  });
});
