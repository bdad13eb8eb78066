// The carrier network domain (a carrier's sub-carriers and their assets), one definition per endpoint:
// the API registers these routes from them and the client's fetchers and hooks are derived from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CARRIER_NETWORK_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { Asset, AssetInput } from './fleet';
import { Id, literalOf, oneOf, Paged, PageQuery, responses } from './schema';

/** A sub-carrier's place in its parent's network: Invited → Joined → Active. */
export const NETWORK_CARRIER_STATUSES = ['Invited', 'Joined', 'Active'] as const;
export type NetworkCarrierStatus = (typeof NETWORK_CARRIER_STATUSES)[number];

/** A sub-carrier of the current organisation's carrier network (DESIGN §7 carrier network). */
const NetworkCarrier = Type.Object({
  saasOrgId: Type.Integer(),
  orgName: Type.String(),
  dotNumber: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()], { description: 'The contact invited when the sub-carrier was added (null when none was)' }),
  networkStatus: literalOf(NETWORK_CARRIER_STATUSES, { description: 'Invited → Joined (someone accepted) → Active (joined and approved)' }),
  parentSaasOrgId: Type.Integer(),
  assetCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type NetworkCarrier = Type.Static<typeof NetworkCarrier>;

// Lengths and formats are checked by the shared rules; the schema only bounds the input.
/** Adding a sub-carrier: its DOT number (8–12 digits), its name and its contact's e-mail. */
const NetworkCarrierInput = Type.Object({
  dotNumber: Type.String({ maxLength: 32, description: '8 to 12 digits' }),
  orgName: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 200, description: 'The contact invited as admin of the sub-carrier' }),
  language: Type.Optional(oneOf(['en', 'fr', 'es'], { description: 'Language of the invitation mail' })),
});
export type NetworkCarrierInput = Type.Static<typeof NetworkCarrierInput>;

/** Editing a sub-carrier: its name and DOT number. */
const NetworkCarrierUpdate = Type.Object({
  orgName: Type.String({ maxLength: 200 }),
  dotNumber: Type.String({ maxLength: 32, description: '8 to 12 digits' }),
});
export type NetworkCarrierUpdate = Type.Static<typeof NetworkCarrierUpdate>;

const defineCarrierNetworkEndpoint = endpointsOf({ tags: ['carrier network'] });
const CarrierParams = Type.Object({ saasOrgId: Id('The sub-carrier (saasOrgId)') });
const AssetParams = Type.Object({ saasOrgId: Id('The sub-carrier (saasOrgId)'), assetId: Id('Asset id') });
const ListQuery = Type.Object({ ...PageQuery.properties, search: Type.Optional(Type.String({ maxLength: 64 })) });
const network = <A extends 'view' | 'create' | 'edit' | 'delete'>(action: A) => ({ access: 'org', resource: 'networkCarriers', action }) as const;
// Any network write changes the carriers' lists (their asset counts) and the assets' lists.
const NETWORK_WRITES = [CARRIER_NETWORK_CACHE];

export const listNetworkCarriers = defineCarrierNetworkEndpoint({
  method: 'GET',
  path: '/api/carrierNetwork/carriers',
  summary: "The current carrier's sub-carriers, paged",
  query: ListQuery,
  response: responses({ 200: Paged(NetworkCarrier) }),
  access: network('view'),
  cache: CARRIER_NETWORK_CACHE,
});

export const addNetworkCarrier = defineCarrierNetworkEndpoint({
  method: 'POST',
  path: '/api/carrierNetwork/carriers',
  summary: 'Adds a sub-carrier by DOT number and invites its contact',
  body: NetworkCarrierInput,
  response: responses({ 201: NetworkCarrier }),
  access: network('create'),
  invalidates: NETWORK_WRITES,
});

export const getNetworkCarrier = defineCarrierNetworkEndpoint({
  method: 'GET',
  path: '/api/carrierNetwork/carriers/:saasOrgId',
  params: CarrierParams,
  response: responses({ 200: NetworkCarrier }),
  access: network('view'),
  cache: CARRIER_NETWORK_CACHE,
});

export const updateNetworkCarrier = defineCarrierNetworkEndpoint({
  method: 'PUT',
  path: '/api/carrierNetwork/carriers/:saasOrgId',
  params: CarrierParams,
  body: NetworkCarrierUpdate,
  response: responses({ 200: NetworkCarrier }),
  access: network('edit'),
  invalidates: NETWORK_WRITES,
});

export const listNetworkAssets = defineCarrierNetworkEndpoint({
  method: 'GET',
  path: '/api/carrierNetwork/carriers/:saasOrgId/assets',
  params: CarrierParams,
  query: ListQuery,
  response: responses({ 200: Paged(Asset) }),
  access: network('view'),
  cache: CARRIER_NETWORK_CACHE,
});

export const createNetworkAsset = defineCarrierNetworkEndpoint({
  method: 'POST',
  path: '/api/carrierNetwork/carriers/:saasOrgId/assets',
  params: CarrierParams,
  body: AssetInput,
  response: responses({ 201: Asset }),
  access: network('create'),
  invalidates: NETWORK_WRITES,
});

export const updateNetworkAsset = defineCarrierNetworkEndpoint({
  method: 'PUT',
  path: '/api/carrierNetwork/carriers/:saasOrgId/assets/:assetId',
  params: AssetParams,
  body: AssetInput,
  response: responses({ 200: Asset }),
  access: network('edit'),
  invalidates: NETWORK_WRITES,
});

export const deleteNetworkAsset = defineCarrierNetworkEndpoint({
  method: 'DELETE',
  path: '/api/carrierNetwork/carriers/:saasOrgId/assets/:assetId',
  params: AssetParams,
  response: responses({ 204: Type.Null() }),
  access: network('delete'),
  invalidates: NETWORK_WRITES,
});
