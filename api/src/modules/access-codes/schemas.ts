import { Type } from 'typebox';
import type { AccessCode as AccessCodeContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, OrgHeader, responses } from '../../lib/schemas';

export const AccessCode = Type.Object({
  accessCodeId: Type.Integer(),
  parkingLotId: Type.Integer(),
  code: Type.String(),
  validFrom: DateTime(),
  validTo: DateTime(),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive'), Type.Literal('Expired'), Type.Literal('Removed')], {
    description: 'Expired: an Active code past its window',
  }),
});
agrees<AgreesWith<typeof AccessCode, AccessCodeContract>>();

const Input = Type.Object({
  code: Type.String({ maxLength: 255, description: 'Under 32 characters (SPEC §5)' }),
  validFrom: Type.String({ maxLength: 40, description: 'ISO 8601' }),
  validTo: Type.String({ maxLength: 40, description: 'ISO 8601; after validFrom' }),
  status: Type.Optional(Type.Union([Type.Literal('Active'), Type.Literal('Inactive')])),
});
const LotParams = Type.Object({ parkingLotId: Id('Parking lot id') });
const CodeParams = Type.Object({ parkingLotId: Id('Parking lot id'), accessCodeId: Id('Access code id') });
const tags = ['access codes'];

export const listSchema = { tags, headers: OrgHeader, params: LotParams, querystring: PageQuery, response: responses({ 200: Paged(AccessCode) }) };
export const createSchema = { tags, headers: OrgHeader, params: LotParams, body: Input, response: responses({ 201: AccessCode }) };
export const updateSchema = { tags, headers: OrgHeader, params: CodeParams, body: Input, response: responses({ 200: AccessCode }) };
export const removeSchema = {
  tags,
  summary: 'Marks the code Removed (kept for its history)',
  headers: OrgHeader,
  params: CodeParams,
  response: responses({ 204: Type.Null() }),
};
