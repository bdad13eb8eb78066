// The gazetteer's places, one definition per endpoint: the API registers the route from it and the
// console's fetcher derives from it (@haulstop/shared/api/places). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { PLACE_SUGGESTIONS, PLACE_SUGGESTIONS_MAX, PUBLIC_LOTS_SEARCH_MAX_LENGTH } from '@haulstop/shared/constants';
import { PLACES_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { responses } from './schema';

/**
 * A town or city of the gazetteer (GeoNames, places of 1,000 people or more in Canada, the United
 * States and Mexico) as GET /api/public/places answers it: where to search lots around.
 */
const Place = Type.Object({
  placeId: Type.Union([Type.Integer(), Type.Null()], { description: 'The GeoNames id of the place; null: a town of the lots the gazetteer does not hold' }),
  name: Type.String(),
  region: Type.String({ description: 'Province or state code (ISO 3166-2 without the country): SK, TX, JAL' }),
  country: Type.String({ description: 'CA, US or MX' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  population: Type.Union([Type.Integer(), Type.Null()], { description: "GeoNames' population; null: a town of the lots the gazetteer does not hold" }),
});
export type Place = Type.Static<typeof Place>;

/** The query of GET /api/public/places: the start of a name, and how many places to answer. */
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
export type PlacesQuery = Type.Static<typeof PlacesQuery>;

const definePlaceEndpoint = endpointsOf({ tags: ['availability'] });

export const searchPlaces = definePlaceEndpoint({
  method: 'GET',
  path: '/api/public/places',
  summary: 'Towns and cities of North America whose name starts with the text, the likeliest first (no login)',
  description:
    'Places from GeoNames (geonames.org, CC BY 4.0) of 1,000 people or more in Canada, the United States and Mexico. A name equal to the text comes first, then names starting with it, then names with a word starting with it, each by population; then the towns of bookable lots the gazetteer does not hold (`placeId` and `population` null). Search lots around one with `GET /api/public/lots?latitude=&longitude=&radiusKm=` or `GET /api/availability`.',
  query: PlacesQuery,
  response: responses({ 200: Type.Object({ content: Type.Array(Place) }) }),
  access: { access: 'public' },
  cache: PLACES_CACHE,
});
