import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrgHeader, responses } from '../../lib/schemas';
import { currentOrg } from '../../plugins/app/authorization';
import { dashboardCounts } from './service';

const countsSchema = {
  tags: ['dashboard'],
  summary:
    'Counts for the current organisation (lots, active reservations, pending and failed payments, drivers, trucks on the lot now against slots booked now)',
  headers: OrgHeader,
  response: responses({
    200: Type.Object({
      parkingLots: Type.Integer(),
      activeReservations: Type.Integer(),
      pendingPayments: Type.Integer(),
      drivers: Type.Integer(),
      failedPayments: Type.Integer(),
      trucksOnLotNow: Type.Integer({ description: 'Trucks the gate says are on the lots now (checked in, not out; overstaying included)' }),
      slotsBookedNow: Type.Integer({ description: 'Slots booked for this moment (no-show slots released for resale excluded)' }),
    }),
  }),
};

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard/counts', { schema: countsSchema, config: { access: 'org', resource: 'dashboard', action: 'view' } }, async (request) =>
    dashboardCounts(app.db, await currentOrg(request)),
  );
};
