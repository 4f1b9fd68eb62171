import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  DocumentLinkSchema,
  DocumentPageSchema,
  DocumentParamsSchema,
  DocumentSummaryRowSchema,
  DocumentsQuerySchema,
  DocumentUploadedSchema,
  ExpiredDocumentRowSchema,
  FileResponseSchema,
  isoToday,
  MessageResponseSchema,
  StorageUsageSchema,
  UpdateDocumentDetailsSchema,
  VendorDocumentSummarySchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf } from '../../lib/actor';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams, uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { documentActor } from './document-access';
import { toDocumentRecord, toExpiredRows, toSummaryRows } from './documents.mapper';
import {
  documentLink,
  documentSummary,
  latestInScope,
  listDocumentPage,
  openStoredFile,
  removeDocument,
  uploadDocument,
} from './documents.service';
import { managerMarketCompliance } from './market-compliance';
import { receiveUpload } from './receive-upload';
import { quotaSettings, storageUsage } from './storage-quota';
import type { QuotaOwner } from './storage-quota.repository';
import { updateDocumentDetails } from './update-document-details';

// Co-managers keep the documents of the vendors at their markets (docs/decisions/029): the lists are
// filtered and a document outside them is not found (document-access.ts scopes by their markets).
const BOTH = ['MARKET_MANAGER', 'VENDOR'] as const;
const access = routeAuth.roles(BOTH, 'OFF_SEASON', { role: 'CO_MANAGER', market: 'lists' });
const upload = routeAuth.roles(BOTH, 'OFF_SEASON', { role: 'CO_MANAGER', market: 'handler' });
// One vendor's summary: the vendor must sell at one of the co-manager's markets.
const vendorSummary = routeAuth.roles(BOTH, 'OFF_SEASON', {
  role: 'CO_MANAGER',
  market: { in: 'query', field: 'owner_id', record: 'vendor' },
});
const oneDocument = routeAuth.roles(BOTH, 'OFF_SEASON', {
  role: 'CO_MANAGER',
  market: { in: 'params', field: 'id', record: 'document' },
});
const OwnerQuery = z.object({ owner_id: uuidParam('Owner').optional() });
const ExpiredQuery = OwnerQuery.extend({ document_type: z.enum(DOCUMENT_TYPES).optional() });
const IdParams = idParams('Document');
const FileQuery = z.object({ expires: z.coerce.number(), sig: z.string().min(1) });

// Status is counted once, here on the server, against shared isoToday (America/Los_Angeles) for every
// document record; the per-market compliance summary counts on the market's own date (decision 005).
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, storage, fileUrlKey, config } = app.ctx;

  // What the caller's account keeps in stored files, against its quota.
  app.get('/documents/storage', routeOptions(access, {}, StorageUsageSchema), async (request) => {
    const actor = documentActor(request.authUser);
    const owner: QuotaOwner =
      actor.role === 'VENDOR'
        ? { kind: 'vendor', vendorId: actor.vendorId }
        : { kind: 'manager', managerId: actor.managerId };
    return storageUsage(db, owner, quotaSettings(config));
  });

  app.get(
    '/documents',
    routeOptions(access, { querystring: DocumentsQuerySchema }, DocumentPageSchema),
    async (request) => {
      const today = isoToday(now());
      const page = await listDocumentPage({
        db,
        actor: documentActor(request.authUser),
        query: request.query,
        today,
      });
      return { ...page, data: page.data.map((row) => toDocumentRecord(row, today)) };
    },
  );

  app.post(
    '/documents',
    createdRouteOptions(upload, { querystring: OwnerQuery }, DocumentUploadedSchema),
    async (request, reply) => {
      const saved = await uploadDocument({
        db,
        storage,
        actor: documentActor(request.authUser),
        ownerId: request.query.owner_id,
        receive: () => receiveUpload({ request, storage, details: DocumentParamsSchema }),
        quota: quotaSettings(config),
      });
      const data = toDocumentRecord(saved, isoToday(now()));
      return reply.code(201).send({ message: DOCUMENT_MESSAGES.uploaded, data });
    },
  );

  app.get(
    '/documents/summary',
    routeOptions(vendorSummary, { querystring: OwnerQuery }, z.array(DocumentSummaryRowSchema)),
    async (request) => {
      const actor = documentActor(request.authUser);
      const { vendorType, latest } = await documentSummary({ db, actor, ownerId: request.query.owner_id });
      return toSummaryRows({ vendorType, latest, today: isoToday(now()) });
    },
  );

  app.get(
    '/documents/expired',
    routeOptions(access, { querystring: ExpiredQuery }, z.array(ExpiredDocumentRowSchema)),
    async (request) => {
      const { owner_id: ownerId, document_type: type } = request.query;
      const latest = await latestInScope({ db, actor: documentActor(request.authUser), ownerId, type });
      return toExpiredRows({ latest, today: isoToday(now()) });
    },
  );

  app.get(
    '/documents/:id',
    routeOptions(oneDocument, { params: IdParams, querystring: OwnerQuery }, DocumentLinkSchema),
    async (request) =>
      documentLink({
        db,
        actor: documentActor(request.authUser),
        id: request.params.id,
        ownerId: request.query.owner_id,
        key: fileUrlKey,
        now: now(),
      }),
  );

  // Corrects the expiry date and extra fields of the current version; the file stays as it is.
  app.patch(
    '/documents/:id',
    routeOptions(
      oneDocument,
      { params: IdParams, body: UpdateDocumentDetailsSchema },
      DocumentUploadedSchema,
    ),
    async (request) => {
      const saved = await updateDocumentDetails({
        db,
        actor: documentActor(request.authUser),
        id: request.params.id,
        input: request.body,
      });
      return { message: DOCUMENT_MESSAGES.updated, data: toDocumentRecord(saved, isoToday(now())) };
    },
  );

  app.delete(
    '/documents/:id',
    routeOptions(oneDocument, { params: IdParams }, MessageResponseSchema),
    async (request) => {
      await removeDocument({ db, storage, actor: documentActor(request.authUser), id: request.params.id });
      return { message: DOCUMENT_MESSAGES.deleted };
    },
  );

  // The only way a stored file is served: a signed, expiring link (no bearer token, so a new tab can open it).
  app.get(
    '/documents/files/:id',
    routeOptions(routeAuth.public, { params: IdParams, querystring: FileQuery }, FileResponseSchema),
    async (request, reply) => {
      const file = await openStoredFile({
        db,
        storage,
        key: fileUrlKey,
        id: request.params.id,
        expires: request.query.expires,
        sig: request.query.sig,
        now: now(),
      });
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/market-managers/markets/:id/vendors/summary',
    {
      // How compliant a market's vendors are: a co-manager's market page shows it (docs/decisions/029).
      config: routeAuth.staff('CO_MANAGER', 'OFF_SEASON'),
      schema: { params: IdParams, response: { 200: VendorDocumentSummarySchema } },
    },
    async (request) =>
      managerMarketCompliance({
        db,
        ...managedMarketOf(request),
        now: now(),
      }),
  );
};
