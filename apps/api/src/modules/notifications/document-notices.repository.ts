import type { DocumentStatus } from '@marketday/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, vendors } from '../../db/schema';

// A document notice's dedupe key names the document, its state and the recipient: one notice per document,
// state and person (expiry-job). The notice has no column for its document, so the key is also how a notice
// finds the vendor it is about.
const KEY_PREFIX = 'doc-expiry';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function expiryNoticeKey({
  documentId,
  status,
  recipientId,
}: {
  documentId: string;
  status: DocumentStatus;
  recipientId: string;
}) {
  return `${KEY_PREFIX}:${documentId}:${status}:${recipientId}`;
}

export function documentIdOfNoticeKey(key: string | null): string | null {
  const [prefix, documentId] = key?.split(':') ?? [];
  return prefix === KEY_PREFIX && documentId && UUID.test(documentId) ? documentId : null;
}

type Notice = { id: string; dedupeKey: string | null; recipientId: string };

// The vendor each manager's document notice is about, by notice id, so the inbox can open that vendor's
// documents. A vendor's own notice is left out (their documents page is already theirs), and so is a notice
// whose document was deleted. Whether the manager still sees the vendor is the documents list's scope.
export async function vendorsOfDocumentNotices({
  db,
  notices,
}: {
  db: Database;
  notices: Notice[];
}): Promise<Map<string, string>> {
  const byNotice = new Map<string, string>();
  const documentIds = [
    ...new Set(notices.map((n) => documentIdOfNoticeKey(n.dedupeKey)).filter((id) => id !== null)),
  ];
  if (documentIds.length === 0) return byNotice;
  const owners = await db
    .select({ documentId: documents.id, vendorId: vendors.id, vendorUserId: vendors.userId })
    .from(documents)
    .innerJoin(vendors, eq(vendors.id, documents.ownerVendorId))
    .where(inArray(documents.id, documentIds));
  const ownerOf = new Map(owners.map((o) => [o.documentId, o]));
  for (const notice of notices) {
    const owner = ownerOf.get(documentIdOfNoticeKey(notice.dedupeKey) ?? '');
    if (owner && owner.vendorUserId !== notice.recipientId) byNotice.set(notice.id, owner.vendorId);
  }
  return byNotice;
}
