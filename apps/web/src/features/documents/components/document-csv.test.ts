import type { DocumentRecord } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { documentsCsv } from './document-csv';

const DOCUMENT: DocumentRecord = {
  id: 'd-1',
  creator_id: null,
  owner_id: 'v-sunny',
  owner_name: 'Sunny Acres',
  // Noon UTC: the same calendar day in every zone a test machine may be in.
  created_at: '2026-10-01T12:00:00.000Z',
  type: 'CPC-Certificate',
  path: 'x',
  size: 1000,
  version: 2,
  expr: '2027-01-01',
  meta: {},
  status: 'UP_TO_DATE',
  status_text: 'Up to date',
};

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the documents CSV', () => {
  it('reads as the table does in English', () => {
    const [header, row] = lines(documentsCsv({ rows: [DOCUMENT], showVendor: true }));
    expect(header).toBe('Vendor,Type,Status,Expires,Version,Uploaded');
    expect(row).toMatch(/^Sunny Acres,.+,Up to date,01\/01\/2027,2,10\/01\/2026$/);
  });

  it('is headed and named in Spanish for a Spanish reader, its dates one form a spreadsheet reads', async () => {
    await chooseLocale('es');
    const [header, row] = lines(documentsCsv({ rows: [DOCUMENT], showVendor: false }));
    expect(header).not.toContain('Type');
    expect(header).toMatch(/^Tipo,Estado,Vence,Versión,/);
    expect(row).toMatch(/,Al día,01\/01\/2027,2,10\/01\/2026$/);
  });
});
