import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLACE_SUGGESTIONS } from '@haulstop/shared/constants';
import * as places from '@haulstop/shared/contracts/places';
import { registerEndpoint } from '../../lib/register-endpoint';
import { searchPlaces } from './gazetteer';
import { lotTowns } from './lot-towns';

/**
 * The gazetteer (GeoNames, CC BY 4.0: every town of 1,000 people or more in Canada, the United
 * States and Mexico), searched by the server so no browser downloads it: the places a driver may
 * search lots around, with their positions for GET /api/public/lots and GET /api/availability.
 */
export const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, places.searchPlaces, async (request) => ({
    content: await searchPlaces(request.query.search, request.query.size ?? PLACE_SUGGESTIONS, await lotTowns(app.db)),
  }));
};
