import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLACE_SUGGESTIONS, PLACE_SUGGESTIONS_MAX, PUBLIC_LOTS_SEARCH_MAX_LENGTH } from '@haulstop/shared/constants';
import type { Place as PlaceContract, PlacesQuery as PlacesQueryContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { responses } from '../../lib/schemas';
import { searchPlaces } from './gazetteer';
import { lotTowns } from './lot-towns';

const Place = Type.Object({
  placeId: Type.Union([Type.Integer(), Type.Null()], { description: 'The GeoNames id of the place; null: a town of the lots the gazetteer does not hold' }),
  name: Type.String(),
  region: Type.String({ description: 'Province or state code (ISO 3166-2 without the country): SK, TX, JAL' }),
  country: Type.String({ description: 'CA, US or MX' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  population: Type.Union([Type.Integer(), Type.Null()], { description: "GeoNames' population; null: a town of the lots the gazetteer does not hold" }),
});
agrees<AgreesWith<typeof Place, PlaceContract>>();

const PlacesQuery = Type.Object({
  search: Type.String({
    minLength: 1,
    maxLength: PUBLIC_LOTS_SEARCH_MAX_LENGTH,
    description: 'The start of a name or of a word of it (any case or accent), optionally followed by ", region" or ", country": "Moose Jaw", "Edmonton, KY"',
  }),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PLACE_SUGGESTIONS_MAX,
      description: `Places answered (default ${PLACE_SUGGESTIONS}, at most ${PLACE_SUGGESTIONS_MAX})`,
    }),
  ),
});
agrees<AgreesWith<typeof PlacesQuery, PlacesQueryContract>>();

/**
 * The gazetteer (GeoNames, CC BY 4.0: every town of 1,000 people or more in Canada, the United
 * States and Mexico), searched by the server so no browser downloads it: the places a driver may
 * search lots around, with their positions for GET /api/public/lots and GET /api/availability.
 */
export const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/places',
    {
      config: { access: 'public' },
      schema: {
        tags: ['availability'],
        summary: 'Towns and cities of North America whose name starts with the text, the likeliest first (no login)',
        description:
          'Places from GeoNames (geonames.org, CC BY 4.0) of 1,000 people or more in Canada, the United States and Mexico. A name equal to the text comes first, then names starting with it, then names with a word starting with it, each by population; then the towns of bookable lots the gazetteer does not hold (`placeId` and `population` null). Search lots around one with `GET /api/public/lots?latitude=&longitude=&radiusKm=` or `GET /api/availability`.',
        security: [],
        querystring: PlacesQuery,
        response: responses({ 200: Type.Object({ content: Type.Array(Place) }) }),
      },
    },
    async (request) => ({ content: await searchPlaces(request.query.search, request.query.size ?? PLACE_SUGGESTIONS, await lotTowns(app.db)) }),
  );
};
