// The three catalogues, one definition per endpoint and catalogue: the API registers these routes
// from them and the console's fetchers and hooks derive from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CATALOGUES_CACHE } from './cache-keys';
import { CATALOGUE_STATUSES, type CatalogueKind } from './catalog-values';
import { endpointsOf } from './endpoint';
import { Id, literalOf, Paged, PageQuery, responses } from './schema';

/** One catalogue entry, as GET /api/amenities|assetTypes|equipmentTypes answers it. */
export const CatalogueItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: literalOf(CATALOGUE_STATUSES),
});
export type CatalogueItem = Type.Static<typeof CatalogueItem>;

/** Input statuses as literals, so handlers get the status type. */
const StatusInput = Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]);

/** The body of POST and PUT on a catalogue. */
export const CatalogueItemInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, description: 'Unique whatever its case' }),
    status: Type.Optional(StatusInput),
  },
  { additionalProperties: false },
);
export type CatalogueItemInput = Type.Static<typeof CatalogueItemInput>;

const ItemParams = Type.Object({ id: Id('Catalogue entry id') });

const ListQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(StatusInput),
  }),
]);

const defineCatalogueEndpoint = endpointsOf({ tags: ['catalogues'] });

/**
 * The four endpoints of one catalogue: every signed-in user reads it (lots and assets pick from
 * it); only the platform writes it (the catalogue pages are platform pages). Each catalogue is
 * its own cache entry, so a write to one leaves the others' lists and choices as they are.
 */
function catalogueEndpoints<K extends CatalogueKind>(kind: K) {
  const cache = [...CATALOGUES_CACHE, kind] as const;
  return {
    list: defineCatalogueEndpoint({
      method: 'GET',
      path: `/api/${kind}`,
      query: ListQuery,
      response: responses({ 200: Paged(CatalogueItem) }),
      access: { access: 'user', resource: 'catalogues', action: 'view' },
      cache,
    }),
    create: defineCatalogueEndpoint({
      method: 'POST',
      path: `/api/${kind}`,
      body: CatalogueItemInput,
      response: responses({ 201: CatalogueItem }),
      access: { access: 'platform', resource: 'catalogues', action: 'create' },
      invalidates: [cache],
    }),
    update: defineCatalogueEndpoint({
      method: 'PUT',
      path: `/api/${kind}/:id`,
      params: ItemParams,
      body: CatalogueItemInput,
      response: responses({ 200: CatalogueItem }),
      access: { access: 'platform', resource: 'catalogues', action: 'edit' },
      invalidates: [cache],
    }),
    remove: defineCatalogueEndpoint({
      method: 'DELETE',
      path: `/api/${kind}/:id`,
      params: ItemParams,
      response: responses({ 204: Type.Null() }),
      access: { access: 'platform', resource: 'catalogues', action: 'delete' },
      invalidates: [cache],
    }),
  };
}

export const { list: listAmenities, create: createAmenity, update: updateAmenity, remove: deleteAmenity } = catalogueEndpoints('amenities');
export const { list: listAssetTypes, create: createAssetType, update: updateAssetType, remove: deleteAssetType } = catalogueEndpoints('assetTypes');
export const {
  list: listEquipmentTypes,
  create: createEquipmentType,
  update: updateEquipmentType,
  remove: deleteEquipmentType,
} = catalogueEndpoints('equipmentTypes');

/** Each catalogue's endpoints by kind, for the pages that serve all three. */
export const CATALOGUE_ENDPOINTS = {
  amenities: { list: listAmenities, create: createAmenity, update: updateAmenity, remove: deleteAmenity },
  assetTypes: { list: listAssetTypes, create: createAssetType, update: updateAssetType, remove: deleteAssetType },
  equipmentTypes: { list: listEquipmentTypes, create: createEquipmentType, update: updateEquipmentType, remove: deleteEquipmentType },
} as const;
