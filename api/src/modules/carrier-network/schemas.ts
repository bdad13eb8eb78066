import { Type } from 'typebox';
import type { NetworkCarrierUpdate as NetworkCarrierUpdateContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, oneOf, responses } from '../../lib/schemas';
import { Asset, AssetInput } from '@haulstop/shared/contracts/fleet';

/** A sub-carrier of the current organisation's network (DESIGN §7 carrier network). */
export const NetworkCarrier = Type.Object({
  saasOrgId: Type.Integer(),
  orgName: Type.String(),
  dotNumber: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  networkStatus: oneOf(['Invited', 'Joined', 'Active'], { description: 'Invited → Joined (someone accepted) → Active (joined and approved)' }),
  parentSaasOrgId: Type.Integer(),
  assetCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

// Lengths and formats are checked by the shared rules; the schema only bounds the input.
export const NetworkCarrierInput = Type.Object({
  dotNumber: Type.String({ maxLength: 32, description: '8 to 12 digits' }),
  orgName: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 200, description: 'The contact invited as admin of the sub-carrier' }),
  language: Type.Optional(oneOf(['en', 'fr', 'es'], { description: 'Language of the invitation mail' })),
});
export const NetworkCarrierUpdate = Type.Object({
  orgName: Type.String({ maxLength: 200 }),
  dotNumber: Type.String({ maxLength: 32, description: '8 to 12 digits' }),
});
agrees<AgreesWith<typeof NetworkCarrierUpdate, NetworkCarrierUpdateContract>>();

const tags = ['carrier network'];
const carrierParams = Type.Object({ saasOrgId: Id('The sub-carrier (saasOrgId)') });
const assetParams = Type.Object({ saasOrgId: Id('The sub-carrier (saasOrgId)'), assetId: Id('Asset id') });
const ListQuery = Type.Object({ ...PageQuery.properties, search: Type.Optional(Type.String({ maxLength: 64 })) });

export const listCarriersSchema = {
  tags,
  summary: "The current carrier's sub-carriers, paged",
  querystring: ListQuery,
  response: responses({ 200: Paged(NetworkCarrier) }),
};
export const addCarrierSchema = {
  tags,
  summary: 'Adds a sub-carrier by DOT number and invites its contact',
  body: NetworkCarrierInput,
  response: responses({ 201: NetworkCarrier }),
};
export const getCarrierSchema = { tags, params: carrierParams, response: responses({ 200: NetworkCarrier }) };
export const updateCarrierSchema = { tags, params: carrierParams, body: NetworkCarrierUpdate, response: responses({ 200: NetworkCarrier }) };
export const listAssetsSchema = { tags, params: carrierParams, querystring: ListQuery, response: responses({ 200: Paged(Asset) }) };
export const createAssetSchema = { tags, params: carrierParams, body: AssetInput, response: responses({ 201: Asset }) };
export const updateAssetSchema = { tags, params: assetParams, body: AssetInput, response: responses({ 200: Asset }) };
export const deleteAssetSchema = { tags, params: assetParams, response: responses({ 204: Type.Null() }) };
