// The documents module's public face: other modules and the app import it only through this file.
export { insertDocument, latestDocuments, todayIn } from './documents.repository';
export { documentsRoutes } from './documents.routes';
export { expiryJob } from './expiry-job';
export {
  findManagerDocument,
  managerDocumentRecord,
  nextSeriesVersion,
} from './manager-documents.repository';
export { signFileUrl } from './signed-url';
export type { QuotaSettings } from './storage-quota';
export { pruneOldVersions, quotaSettings, refuseOverQuota } from './storage-quota';
export { lockQuotaOwner } from './storage-quota.repository';
export { sweepOrphanFiles } from './sweep-orphan-files';
