import {
  APPLICATION_MESSAGES,
  ApprovedApplicationResultSchema,
  ManagedApplicationResultSchema,
  ManagedApplicationSchema,
  ManagerApplicationsQuerySchema,
  RejectApplicationSchema,
} from '@marketday/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-options';
import { idParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import type { Decision } from './application-notices';
import type { ManagedApplicationsFilter } from './applications.repository';
import { decideApplication } from './decide-application.service';
import { readAt } from './document-links';
import { listApplicationsWithAttendance } from './managed-applications.service';

const IdParams = idParams('Application');
// Co-managers decide the applications to their markets (docs/decisions/029).
const list = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', 'lists');
const decision = routeAuth.staff('CO_MANAGER', 'OFF_SEASON', {
  in: 'params',
  field: 'id',
  record: 'application',
});
const Decided = { 200: ManagedApplicationResultSchema };

// A manager's side: applications to their own markets only; another manager's are not found.
export const managerApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, fileUrlKey, config } = app.ctx;
  const base = '/market-managers/applications';

  function managedApplications(managerId: string, filter: ManagedApplicationsFilter) {
    return listApplicationsWithAttendance({ db, managerId, filter, ...readAt(fileUrlKey, now()) });
  }

  app.get(
    base,
    routeOptions(list, { querystring: ManagerApplicationsQuerySchema }, z.array(ManagedApplicationSchema)),
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      return managedApplications(managerId, {
        status: request.query.status,
        marketId: request.query.market_id,
        marketIds,
      });
    },
  );

  async function decide({
    request,
    id,
    decision,
    message,
  }: {
    request: FastifyRequest;
    id: string;
    decision: Decision;
    message: string;
  }) {
    const actor = managerActor(request.authUser);
    const { marketVendorId } = await decideApplication({
      db,
      mailer: app.mailer,
      log: request.log,
      actor,
      id,
      decision,
      now: now(),
      appUrl: config.appUrl,
    });
    const [data] = await managedApplications(actor.managerId, { id });
    if (!data) throw notFound();
    return { message, data, marketVendorId };
  }

  app.post(
    `${base}/:id/approve`,
    routeOptions(decision, { params: IdParams }, ApprovedApplicationResultSchema),
    async (request) => {
      const { message, data, marketVendorId } = await decide({
        request,
        id: request.params.id,
        decision: { status: 'APPROVED' },
        message: APPLICATION_MESSAGES.approved,
      });
      if (!marketVendorId) throw new Error('An approval always joins the vendor to the market');
      // The vendor's place in the market, so the manager can set their dates right after approving.
      return { message, data: { ...data, market_vendor_id: marketVendorId } };
    },
  );

  app.post(
    `${base}/:id/reject`,
    { config: decision, schema: { params: IdParams, body: RejectApplicationSchema, response: Decided } },
    async (request) => {
      const { message, data } = await decide({
        request,
        id: request.params.id,
        decision: { status: 'REJECTED', reason: request.body.reason },
        message: APPLICATION_MESSAGES.rejected,
      });
      return { message, data };
    },
  );
};
