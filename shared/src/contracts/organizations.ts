// The organisations domain, one definition per endpoint: the API registers these routes from them and the
// client's fetchers and hooks are derived from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { ORG_TYPES } from '@haulstop/shared/constants';
import { ORGANIZATIONS_CACHE } from './cache-keys';
import type { LoginOrganization } from './auth';
import { endpointsOf } from './endpoint';
import { Id, oneOf, Paged, PageQuery, responses } from './schema';

const OrgType = oneOf(ORG_TYPES);
const Approval = Type.String({ description: "'Approved', 'Pending Approval' or 'Not Verified'" });

/** An organisation of GET /api/organization/getAllOrganization. */
export const OrganizationListItem = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  saasOrgId: Type.Integer(),
  orgStatus: Type.String(),
  usageType: OrgType,
  orgType: OrgType,
  isOrgApproved: Approval,
  isReferred: Type.Boolean(),
});
export type OrganizationListItem = Type.Static<typeof OrganizationListItem>;

/** GET /api/organization/{saasOrgId}. */
export const OrganizationDetail = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  saasOrgId: Type.Integer(),
  usageType: OrgType,
  orgType: OrgType,
  isOrgNetworkConfigEnabled: Type.Boolean(),
  status: Type.String(),
  isOrgApproved: Approval,
  logoPath: Type.Union([Type.String(), Type.Null()], { description: 'Object path for /api/session/downloadUrl' }),
  parentOrgId: Type.Union([Type.Integer(), Type.Null()], { description: 'Set for a sub-carrier of a carrier network' }),
  timeZone: Type.String({ description: "The accounting zone (UTC or an IANA zone of a lot): the one zone whose calendar cuts the organisation's periods" }),
});
export type OrganizationDetail = Type.Static<typeof OrganizationDetail>;

/** An organisation named by id, e.g. GET /api/organization/getOrgByUser. */
const OrganizationRef = Type.Object({ orgId: Type.Integer(), orgName: Type.String() });
export type OrganizationRef = Type.Static<typeof OrganizationRef>;

/** Body and answer of POST /api/organization/orgNetworkConfiguration. */
const NetworkConfiguration = Type.Object({
  saasOrgId: Id('saasOrgId of the organisation'),
  isOrgNetworkConfigEnabled: Type.Boolean(),
});
export type NetworkConfiguration = Type.Static<typeof NetworkConfiguration>;

const defineOrganizationEndpoint = endpointsOf({ tags: ['organizations'] });

export const getOrganization = defineOrganizationEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId',
  summary: 'One organisation you belong to (any, for the platform organisation)',
  params: Type.Object({ saasOrgId: Id('saasOrgId of the organisation') }),
  response: responses({ 200: OrganizationDetail }),
  access: { access: 'user', resource: 'organizations', action: 'view' },
  cache: ORGANIZATIONS_CACHE,
});

export const listAllOrganizations = defineOrganizationEndpoint({
  method: 'GET',
  path: '/api/organization/getAllOrganization',
  summary: 'Every organisation, paged (platform organisation only)',
  query: Type.Object({
    ...PageQuery.properties,
    search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the organisation name' })),
    isOrgApproved: Type.Optional(
      oneOf(['Approved', 'Pending Approval', 'Not Verified', 'Rejected'], { description: 'Only organisations in this approval state' }),
    ),
  }),
  response: responses({ 200: Type.Object({ organizationApiList: Paged(OrganizationListItem) }) }),
  access: { access: 'platform', resource: 'allOrganizations', action: 'view' },
  cache: ORGANIZATIONS_CACHE,
});

export const listOrganizationsOfUser = defineOrganizationEndpoint({
  method: 'GET',
  path: '/api/organization/getOrgByUser',
  summary: "A user's organisations (your own; anyone's for the platform organisation)",
  query: Type.Object({ userId: Id('User id') }),
  response: responses({ 200: Type.Array(OrganizationRef) }),
  access: { access: 'user', resource: 'organizations', action: 'view' },
  cache: ORGANIZATIONS_CACHE,
});

export const saveNetworkConfiguration = defineOrganizationEndpoint({
  method: 'POST',
  path: '/api/organization/orgNetworkConfiguration',
  summary: 'Enable or disable the carrier network screens (Manager of the organisation, or platform organisation)',
  body: NetworkConfiguration,
  response: responses({ 200: NetworkConfiguration }),
  access: { access: 'org', resource: 'carrierNetwork', action: 'edit' },
  invalidates: [ORGANIZATIONS_CACHE],
});

type Loose<T> = { [K in keyof T]?: T[K] | null };

/**
 * The fields of any organisation answer (membership, list item, detail) as the session and the
 * screens read them: each may be missing (SPEC §3 fallbacks, sessions stored by older builds),
 * and isOrgApproved may be a boolean in older answers.
 */
export type OrganizationFacts = Loose<Omit<LoginOrganization & OrganizationListItem & OrganizationDetail, 'orgId' | 'orgName' | 'isOrgApproved'>> & {
  isOrgApproved?: string | boolean | null;
};

/** An organisation known by id and name, with whatever else an answer told about it. */
export type KnownOrganization = OrganizationRef & OrganizationFacts;
