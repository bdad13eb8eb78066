import { Type } from 'typebox';
import { CATALOGUE_STATUSES, type CatalogueItem as CatalogueItemContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, oneOf, responses } from '../../lib/schemas';

export const CatalogueItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: oneOf(CATALOGUE_STATUSES),
});
agrees<AgreesWith<typeof CatalogueItem, CatalogueItemContract>>();

/** Input statuses as literals, so handlers get the contract's type (oneOf types rows as plain strings). */
const StatusInput = Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]);

const ItemInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, description: 'Unique whatever its case' }),
    status: Type.Optional(StatusInput),
  },
  { additionalProperties: false },
);

const ItemParams = Type.Object({ id: Id('Catalogue entry id') });

const ListQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(StatusInput),
  }),
]);

export const listSchema = (tag: string) => ({ tags: [tag], querystring: ListQuery, response: responses({ 200: Paged(CatalogueItem) }) });
export const createSchema = (tag: string) => ({ tags: [tag], body: ItemInput, response: responses({ 201: CatalogueItem }) });
export const updateSchema = (tag: string) => ({ tags: [tag], params: ItemParams, body: ItemInput, response: responses({ 200: CatalogueItem }) });
export const deleteSchema = (tag: string) => ({ tags: [tag], params: ItemParams, response: responses({ 204: Type.Null() }) });
