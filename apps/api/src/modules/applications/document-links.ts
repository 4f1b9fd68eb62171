import { signFileUrl } from '../documents';

// An application list is read at one instant: its documents' statuses and the signed links to their files (which
// expire some minutes later) are both reckoned from `now`.
export function readAt(fileUrlKey: Buffer, now: Date) {
  return { now, signLink: (documentId: string) => signFileUrl({ key: fileUrlKey, id: documentId, now }) };
}
