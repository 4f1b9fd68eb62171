import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  addDays,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  fromIsoDate,
  isoDateInZone,
  REQUIRED_DOCUMENTS,
  toIsoDate,
  type VendorType,
} from '@marketday/shared';

import type { Database } from '../db/client';
import { pdfBytes } from '../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../lib/pdf/pdf-document';
import type { FileStorage } from '../plugins/storage';
import { insertDocument } from './demo.repository';

// Days from today for each document, cycled so the demo shows every status of docs/product.md §11: past due,
// urgent (within 13 days), due soon (within 30) and up to date. Every type seeded here expires, so each has a
// date (as an upload must); NO_DOCUMENT comes from the required documents some vendors lack.
const EXPIRY_OFFSETS: number[] = [-12, 6, 24, 190, 300, -3, 11, 420, 75, 28];

function demoPdf(title: string, vendor: string): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: title, Producer: 'Marketday demo' },
  });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown().font('Helvetica').fontSize(12).text(`Issued to ${vendor}`);
  doc.moveDown().fillColor('#666').text('Demo document created by Marketday for trying the app.');
  doc.end();
  return done;
}

function metaFor(type: DocumentType, index: number, today: string): Record<string, string> {
  switch (type) {
    case 'CPC-Certificate':
      return { county: index % 2 ? 'Solano' : 'Yolo', state: 'CA', certificate_number: `57-${1040 + index}` };
    case 'Insurance':
      return { issue_date: toIsoDate(addDays(fromIsoDate(today), -200)) };
    default:
      return {};
  }
}

// Each kept vendor's required documents; the last required type of every third vendor is left missing.
export async function seedDemoDocuments({
  db,
  storage,
  vendors,
  creatorId,
  now,
}: {
  db: Database;
  storage: FileStorage;
  vendors: { id: string; businessName: string; type: VendorType }[];
  creatorId: string;
  now: Date;
}) {
  const today = isoDateInZone(now, 'America/Los_Angeles');
  let n = 0;
  for (const [vendorIndex, vendor] of vendors.entries()) {
    const required = REQUIRED_DOCUMENTS[vendor.type];
    const types = vendorIndex % 3 === 2 && required.length > 1 ? required.slice(0, -1) : required;
    for (const type of types) {
      const offset = EXPIRY_OFFSETS[n % EXPIRY_OFFSETS.length] ?? 0;
      n += 1;
      const body = await demoPdf(DOCUMENT_TYPE_LABELS[type], vendor.businessName);
      const key = `${randomUUID()}.pdf`;
      await storage.put(key, Readable.from(body));
      await insertDocument(db, {
        ownerVendorId: vendor.id,
        creatorId,
        type,
        storageKey: key,
        fileName: `${type.toLowerCase()}.pdf`,
        contentType: 'application/pdf',
        size: body.length,
        version: 1,
        expr: toIsoDate(addDays(fromIsoDate(today), offset)),
        meta: metaFor(type, vendorIndex, today),
      });
    }
  }
}
