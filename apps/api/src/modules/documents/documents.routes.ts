import { DOCUMENT_MESSAGES, DOCUMENT_TYPES } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documents, vendors } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { type AuthUser, requireUser, routeAuth } from '../../plugins/route-auth';
import { getMarket } from '../markets/markets.repository';
import {
  expiredRows,
  findDocument,
  latestDocuments,
  summaryFor,
  todayIn,
  toRecord,
} from './documents.repository';
import { deleteDocument, documentOwner, saveUploadedDocument, vendorScope } from './documents.service';
import {
  findManagerDocument,
  latestManagerDocuments,
  managerDocumentRecord,
} from './manager-documents.repository';
import { marketCompliance } from './market-compliance';
import { receiveUpload } from './receive-upload';
import { signFileUrl, verifyFileUrl } from './signed-url';

const access = routeAuth.roles(['MARKET_MANAGER', 'VENDOR'], 'OFF_SEASON');
const OwnerQuery = z.object({ owner_id: z.uuid().optional() });
const ListQuery = OwnerQuery.extend({ type: z.enum(DOCUMENT_TYPES).optional() });
const ExpiredQuery = OwnerQuery.extend({ document_type: z.enum(DOCUMENT_TYPES).optional() });
const IdParams = z.object({ id: z.uuid() });
const FileQuery = z.object({ expires: z.coerce.number(), sig: z.string().min(1) });

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, storage, fileUrlKey } = app.ctx;

  const scope = (user: AuthUser, ownerId?: string) => vendorScope({ db, user, ownerId });

  // A manager's own reports (CDFA) are asked for with no owner_id or with the manager's own id.
  function ownDocuments(user: AuthUser, ownerId?: string) {
    if (user.role !== 'MARKET_MANAGER' || !user.managerId) return null;
    return !ownerId || ownerId === user.managerId ? user.managerId : null;
  }

  app.get('/documents', { config: access, schema: { querystring: ListQuery } }, async (request) => {
    const user = requireUser(request.authUser);
    const { owner_id: ownerId, type } = request.query;
    const today = todayIn(now());
    const managerId = ownDocuments(user, ownerId);
    const own = managerId
      ? (await latestManagerDocuments({ db, managerId, type })).map((row) =>
          managerDocumentRecord(row, today),
        )
      : [];
    if (ownerId && ownerId === managerId) return own;
    const filter = type ? eq(documents.type, type) : undefined;
    const rows = await latestDocuments({ db, where: and(scope(user, ownerId), filter) });
    return [...rows.map((row) => toRecord(row, today)), ...own];
  });

  app.post('/documents', { config: access, schema: { querystring: OwnerQuery } }, async (request, reply) => {
    const user = requireUser(request.authUser);
    const vendor = await documentOwner({ db, user, ownerId: request.query.owner_id, intent: 'write' });
    const upload = await receiveUpload({ request, storage });
    const id = await saveUploadedDocument({ db, storage, vendorId: vendor.id, creatorId: user.id, upload });
    const saved = await findDocument({ db, id, vendorScope: scope(user) });
    return reply
      .code(201)
      .send({ message: DOCUMENT_MESSAGES.uploaded, data: toRecord(saved!, todayIn(now())) });
  });

  app.get('/documents/summary', { config: access, schema: { querystring: OwnerQuery } }, async (request) => {
    const user = requireUser(request.authUser);
    const vendor = await documentOwner({ db, user, ownerId: request.query.owner_id, intent: 'read' });
    const latest = await latestDocuments({ db, where: eq(vendors.id, vendor.id) });
    return summaryFor({ vendorType: vendor.type, latest, today: todayIn(now()) });
  });

  app.get(
    '/documents/expired',
    { config: access, schema: { querystring: ExpiredQuery } },
    async (request) => {
      const user = requireUser(request.authUser);
      const filter = request.query.document_type
        ? eq(documents.type, request.query.document_type)
        : undefined;
      const latest = await latestDocuments({ db, where: and(scope(user, request.query.owner_id), filter) });
      return expiredRows({ latest, today: todayIn(now()) });
    },
  );

  app.get(
    '/documents/:id',
    { config: access, schema: { params: IdParams, querystring: OwnerQuery } },
    async (request) => {
      const user = requireUser(request.authUser);
      const managerId = ownDocuments(user, request.query.owner_id);
      const doc =
        (managerId && (await findManagerDocument({ db, managerId, id: request.params.id }))) ||
        (await findDocument({ db, id: request.params.id, vendorScope: scope(user, request.query.owner_id) }));
      if (!doc) throw notFound();
      return { url: signFileUrl({ key: fileUrlKey, id: doc.id, now: now() }) };
    },
  );

  app.delete('/documents/:id', { config: access, schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request.authUser);
    const managerId = ownDocuments(user);
    const doc =
      (managerId && (await findManagerDocument({ db, managerId, id: request.params.id }))) ||
      (await findDocument({ db, id: request.params.id, vendorScope: scope(user) }));
    if (!doc) throw notFound();
    if (doc.ownerVendorId) await documentOwner({ db, user, ownerId: doc.ownerVendorId, intent: 'write' });
    await deleteDocument({ db, storage, document: doc });
    return { message: DOCUMENT_MESSAGES.deleted };
  });

  // The only way a stored file is served: a signed, expiring link (no bearer token, so a new tab can open it).
  app.get(
    '/documents/files/:id',
    { config: routeAuth.public, schema: { params: IdParams, querystring: FileQuery } },
    async (request, reply) => {
      const valid = verifyFileUrl({
        key: fileUrlKey,
        id: request.params.id,
        expires: request.query.expires,
        sig: request.query.sig,
        now: now(),
      });
      if (!valid) throw notFound('This link has expired. Open the document again.');
      const [doc] = await db.select().from(documents).where(eq(documents.id, request.params.id));
      if (!doc) throw notFound();
      return reply
        .type(doc.contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="${doc.type}-v${doc.version}.${doc.storageKey.split('.').pop()}"`,
        )
        .send(storage.read(doc.storageKey));
    },
  );

  app.get(
    '/market-managers/markets/:id/vendors/summary',
    { config: routeAuth.manager('OFF_SEASON'), schema: { params: IdParams } },
    async (request) => {
      const user = requireUser(request.authUser);
      const market = await getMarket({ db, managerId: user.managerId ?? '', marketId: request.params.id });
      if (!market) throw notFound();
      return marketCompliance({ db, marketId: market.id, today: todayIn(now(), market.time_zone) });
    },
  );
};
