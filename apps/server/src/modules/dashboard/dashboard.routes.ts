import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardRoutes } from '@app/shared/dashboard';
import { registerRoute } from '../../http/contract-route';
import { populateQuerystring } from '../../http/query-schemas';
import { readDashboard, readVisitBaseline, recordVisit } from './dashboard.repository';

function signedInUserId(request: FastifyRequest): number {
  if (!request.user) throw new Error('The dashboard needs a signed-in user');
  return request.user.id;
}

/** The back office's summary (Staff): read freely, the visit recorded by its own POST. */
export default async function dashboardRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, dashboardRoutes.get, {
    querystring: populateQuerystring(dashboardRoutes.get.querystring),
    handler: async (request) => {
      const now = new Date();
      const baseline = await readVisitBaseline(app.db, signedInUserId(request), now);
      return { data: await readDashboard(app.db, baseline, now), meta: {} };
    },
  });

  registerRoute(app, dashboardRoutes.visit, {
    querystring: populateQuerystring(dashboardRoutes.visit.querystring),
    handler: async (request) => ({
      data: await recordVisit(app.db, signedInUserId(request), new Date()),
      meta: {},
    }),
  });
}
